/// <reference types="jest" />
import { translator } from '../../common/i18n/server-i18n.js';

describe('refund transition message', () => {
  it('names both states by their French labels', () => {
    expect(translator('fr')('state.errors.refund', { from: 'completed', to: 'rejected' })).toBe(
      'Impossible de passer le remboursement de « Terminé » à « Rejeté ».',
    );
    expect(translator('en')('state.errors.refund', { from: 'processed', to: 'approved' })).not.toContain('$t(');
  });
});
