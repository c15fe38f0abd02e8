import { InvalidTransitionError } from '../../common/state-machine.js';
import { PRODUCT_STATUSES, type ProductStatus } from './product.entity.js';
import { productMachine, specProductStatus, storedProductStatus, transitionProduct } from './product.state.js';

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
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect([from, to, productMachine.can(from, to)]).toEqual([from, to, expected]);
      }
    }
  });

  it('moves along an allowed transition and stays put on the same status', () => {
    const p = { status: 'draft' as ProductStatus };
    transitionProduct(p, 'active');
    expect(p.status).toBe('active');
    transitionProduct(p, 'active');
    expect(p.status).toBe('active');
  });

  it('refuses the others with the shared 422 naming both states', () => {
    for (const to of ['draft', 'active', 'sold_out'] as const) {
      expect(() => transitionProduct({ status: 'archived' }, to)).toThrow(InvalidTransitionError);
    }
    try {
      transitionProduct({ status: 'draft' }, 'sold_out');
    } catch (e) {
      expect(e).toMatchObject({
        status: 422,
        messageKey: 'state.errors.product',
        options: { params: { from: 'draft', to: 'sold_out' } },
      });
    }
  });

  it('maps the spec names (completed, cancelled) to the stored ones and back', () => {
    expect(storedProductStatus('completed')).toBe('sold_out');
    expect(storedProductStatus('cancelled')).toBe('archived');
    for (const s of PRODUCT_STATUSES) expect(storedProductStatus(specProductStatus(s))).toBe(s);
  });
});
