import { DomainError } from '../../common/errors/domain-error.js';
import { PRODUCT_STATUSES, type ProductStatus } from './product.entity.js';
import { canTransitionProduct, PRODUCT_TRANSITIONS, specProductStatus, storedProductStatus, transitionProduct } from './product.state.js';

describe('product state machine', () => {
  const allowed: [ProductStatus, ProductStatus][] = [
    ['draft', 'active'],
    ['draft', 'archived'],
    ['active', 'draft'],
    ['active', 'sold_out'],
    ['active', 'archived'],
    ['sold_out', 'active'],
    ['sold_out', 'draft'],
    ['sold_out', 'archived'],
  ];

  it('allows exactly the transitions of the table', () => {
    for (const from of PRODUCT_STATUSES) {
      for (const to of PRODUCT_STATUSES) {
        const expected = from === to || allowed.some(([a, b]) => a === from && b === to);
        expect([from, to, canTransitionProduct(from, to)]).toEqual([from, to, expected]);
      }
    }
    expect(Object.values(PRODUCT_TRANSITIONS).flat()).toHaveLength(allowed.length);
  });

  it('moves along an allowed transition and stays put on the same status', () => {
    const p = { status: 'draft' as ProductStatus };
    transitionProduct(p, 'active');
    expect(p.status).toBe('active');
    transitionProduct(p, 'active');
    expect(p.status).toBe('active');
  });

  it('refuses the others with a French 409 key naming the target', () => {
    const archived = { status: 'archived' as ProductStatus };
    for (const to of ['draft', 'active', 'sold_out'] as const) {
      const err = (() => {
        try {
          transitionProduct(archived, to);
        } catch (e) {
          return e as DomainError;
        }
      })();
      expect(err).toBeInstanceOf(DomainError);
      expect(err!.status).toBe(409);
      expect(err!.messageKey).toBe(`admin_products.errors.status_transition_${specProductStatus(to)}`);
    }
    expect(() => transitionProduct({ status: 'draft' }, 'sold_out')).toThrow(DomainError);
  });

  it('maps the spec names (completed, cancelled) to the stored ones and back', () => {
    expect(storedProductStatus('completed')).toBe('sold_out');
    expect(storedProductStatus('cancelled')).toBe('archived');
    for (const s of PRODUCT_STATUSES) expect(storedProductStatus(specProductStatus(s))).toBe(s);
  });
});
