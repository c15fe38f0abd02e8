import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { PAYOUT_GATEWAY, type PayoutGateway } from '../../src/infra/shap/payout-gateway.js';
import { payoutsFixture } from '../support/payouts-fixture.js';

/**
 * A payout attempt SHAP said it never received is asked about again before an administrator's decision
 * (retry, rejection): one that arrived after all is recorded, and the decision refused.
 */
const fx = payoutsFixture();
const { page, admin, approvedRequest, expectLedgerBalanced } = fx;
const lostSql = `update payouts set status = 'failed', failure_reason = 'payouts.errors.payout_lost', failed_at = now() where id = $1`;

describe('a payout attempt said never received', () => {
  afterEach(() => fx.ctx.settings.update({ payout_delay_days: 7, payout_min_amount: 5_000 }));

  it('asks SHAP again about an attempt it said it never received before a retry or a rejection', async () => {
    // the simulator accepts payouts to numbers ending in 70–74 and pays them after its delay
    const { token, id, number } = await approvedRequest('074 01 03 71');
    await new Promise((r) => setTimeout(r, 100));
    // our side had given the attempt up as never received, while SHAP had it (and has paid it since)
    await fx.ctx.db.query(lostSql, [id]);
    const retry = await admin(`/${id}/retry`).expect(409);
    expect(retry.body.message).toBe(
      "Ce versement est finalement arrivé chez le service de versement et a été payé : rien n'a été renvoyé ni rendu au solde.",
    );
    const row = (await fx.ctx.db.query(`select status, attempts, payout_reference from payouts where id = $1`, [id]))
      .rows[0];
    expect(row).toEqual({ status: 'paid', attempts: 1, payout_reference: `${number}-1` });
    await admin(`/${id}/reject`, { reason: 'Perdu' }).expect(409);
    expect((await page(token)).body.balance).toMatchObject({ available: 500, in_flight: 0, paid_out: 9_000 });
    await expectLedgerBalanced();

    // an attempt SHAP still does not know lets the retry go on, under a new reference
    const other = await approvedRequest('074 01 03 72');
    await fx.ctx.db.query(lostSql, [other.id]);
    await fx.ctx.db.query(`update payouts set payout_reference = payout_number || '-lost' where id = $1`, [other.id]);
    const retried = await admin(`/${other.id}/retry`).expect(200);
    expect(retried.body.data).toMatchObject({ status: 'processing', attempts: 2 });
  });

  it('refuses a decision, leaving the later one standing, when another decision came while SHAP was asked', async () => {
    const { id, number } = await approvedRequest('074 01 03 73');
    await new Promise((r) => setTimeout(r, 100));
    await fx.ctx.db.query(lostSql, [id]);
    const gateway = fx.ctx.t.app.get<PayoutGateway>(PAYOUT_GATEWAY);
    const ask = gateway.getPayout.bind(gateway);
    // another administrator's retry commits while this one's question to SHAP is on its way
    const asked = jest.spyOn(gateway, 'getPayout').mockImplementationOnce(async (msisdn, reference) => {
      await fx.ctx.db.query(
        `update payouts set status = 'processing', attempts = 2, payout_reference = payout_number || '-2',
         failure_reason = null, failed_at = null where id = $1`,
        [id],
      );
      return ask(msisdn, reference);
    });
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const retry = await admin(`/${id}/retry`).expect(409);
      expect(retry.body.message).toBe(
        "La tentative de ce versement que le service disait perdue est finalement arrivée alors qu'une autre décision a déjà été prise : vérifiez les deux auprès du service de versement avant toute autre action.",
      );
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ payout: id, reference: `${number}-1`, state: 'success', status: 'processing' }),
        'A payout attempt given up as lost arrived while a later decision stands',
      );
    } finally {
      asked.mockRestore();
      logged.mockRestore();
    }
    // the old attempt's payment is not recorded over the new attempt: both are left for a person to look at
    const row = (await fx.ctx.db.query(`select status, attempts, payout_reference from payouts where id = $1`, [id]))
      .rows[0];
    expect(row).toEqual({ status: 'processing', attempts: 2, payout_reference: `${number}-2` });
    await expectLedgerBalanced();
  });
});
