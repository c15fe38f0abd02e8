/// <reference types="jest" />
import { translator } from '../../common/i18n/server-i18n.js';

describe('refund transition message', () => {
  it('names both states by their French labels', () => {
    expect(translator('fr')('refunds.errors.invalid_transition', { from: 'completed', to: 'rejected' })).toBe(
      "Ce remboursement ne peut pas passer de l'état « Terminé » à « Rejeté »",
    );
    expect(translator('en')('refunds.errors.invalid_transition', { from: 'processed', to: 'approved' })).toMatch(/^This refund cannot go from “.+” to “.+”$/);
  });
});
