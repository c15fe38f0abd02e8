import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import {
  PAYOUT_SYSTEMS,
  payoutBodySchema,
  payoutDetailsSchema,
  type BalanceWire,
  type ErrorWire,
  type PayoutAnswerWire,
  type PayoutWire,
} from '../../infra/shap/shap.wire.js';
import { SimTokens } from './sim-tokens.js';

/** A refusal, answered as SHAP answers them: `{error_code, error_description}` with this status. */
export class ShapSimError extends Error {
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 422,
    readonly code: string,
    readonly description: string,
  ) {
    super(`${code} ${description}`);
  }

  toWire(): ErrorWire {
    return { error_code: this.code, error_description: this.description };
  }
}

/** The simulator's error codes; SP0016, SP0020 and SP0027 are the ones SHAP integrations report. */
export const SHAP_SIM_ERRORS = {
  invalid: (field: string) => new ShapSimError(400, 'SP0001', `Paramètre invalide : ${field}`),
  credentials: () => new ShapSimError(401, 'SP0002', 'Identifiants API invalides'),
  token: () => new ShapSimError(401, 'SP0003', "Jeton d'accès invalide ou expiré"),
  balance: () => new ShapSimError(422, 'SP0016', 'Solde insuffisant'),
  duplicate: () => new ShapSimError(409, 'SP0020', 'Référence externe déjà utilisée'),
  notFound: () => new ShapSimError(404, 'SP0027', 'Versement introuvable'),
};

/**
 * What the simulated operator does with a payout, by the payee number's last two digits:
 * 70–74 initiated then success after SIMULATOR_DELAY_MS, 75–79 initiated then failed after the
 * same delay, anything else success at once.
 */
export function payoutOutcomeFor(msisdn: string): 'success' | 'later_success' | 'later_failed' {
  const n = Number(msisdn.slice(-2));
  if (n >= 70 && n <= 74) return 'later_success';
  if (n >= 75 && n <= 79) return 'later_failed';
  return 'success';
}

export const SHAP_SIM_FAILURE_REASON = 'Compte mobile money introuvable';
// Each operator float starts here (XAF), so that SP0016 can be seen with a large enough amount.
const START_BALANCE = 50_000_000;

interface SimPayout extends PayoutWire {
  /** when a payout still under way takes its final state */
  settleAt: number | null;
  settlesTo: 'success' | 'failed' | null;
}

/**
 * SHAP's side of payouts, in memory: tokens, payouts by reference (kept for the life of the process,
 * so a reference is never accepted twice), operator balances. States settle lazily when read.
 */
@Injectable()
export class ShapSimulatorStore extends SimTokens {
  private readonly payouts = new Map<string, SimPayout>();
  private readonly payoutIds = new Set<string>();
  private readonly balances = new Map<string, number>(PAYOUT_SYSTEMS.map((s) => [s, START_BALANCE]));

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  /** `POST /payout`: validated as SHAP does, refused twice for one reference. */
  createPayout(body: unknown): PayoutAnswerWire {
    const request = payoutBodySchema.safeParse(body);
    if (!request.success) throw SHAP_SIM_ERRORS.invalid(String(request.error.issues[0]?.path[0] ?? 'payout'));
    let decoded: unknown;
    try {
      decoded = JSON.parse(request.data.payout);
    } catch {
      throw SHAP_SIM_ERRORS.invalid('payout');
    }
    const details = payoutDetailsSchema.safeParse(decoded);
    if (!details.success) throw SHAP_SIM_ERRORS.invalid(String(details.error.issues[0]?.path[0] ?? 'payout'));
    const { payee_msisdn, amount, external_reference, payout_type } = details.data;
    const system = request.data.payment_system_name;
    if (this.payouts.has(external_reference)) throw SHAP_SIM_ERRORS.duplicate();
    const balance = this.balances.get(system) ?? 0;
    if (amount > balance) throw SHAP_SIM_ERRORS.balance();
    this.balances.set(system, balance - amount);

    const outcome = payoutOutcomeFor(payee_msisdn);
    const payout: SimPayout = {
      payout_id: this.newPayoutId(),
      external_reference,
      payee_msisdn,
      amount,
      payment_system_name: system,
      payout_type,
      state: outcome === 'success' ? 'success' : 'processing',
      transaction_id: outcome === 'success' ? transactionId(system) : null,
      failure_reason: null,
      created_at: new Date().toISOString(),
      settleAt: outcome === 'success' ? null : Date.now() + this.config.simulator.delayMs,
      settlesTo: outcome === 'success' ? null : outcome === 'later_success' ? 'success' : 'failed',
    };
    this.payouts.set(external_reference, payout);
    return outcome === 'success'
      ? { successful: 'success', success_message: 'Versement effectué', response: wire(payout) }
      : { successful: 'transaction_initiated', success_message: 'Versement initié', response: wire(payout) };
  }

  /** `GET /payout`: the payout to this number with this reference. */
  findPayout(payeeMsisdn: string, externalReference: string): PayoutWire {
    const payout = this.payouts.get(externalReference);
    if (!payout || payout.payee_msisdn !== payeeMsisdn) throw SHAP_SIM_ERRORS.notFound();
    return wire(this.settle(payout));
  }

  /** Payouts received by this number (national form), newest first. */
  payoutsTo(payeeMsisdn: string): PayoutWire[] {
    return [...this.payouts.values()]
      .filter((p) => p.payee_msisdn === payeeMsisdn)
      .map((p) => wire(this.settle(p)))
      .reverse();
  }

  balance(): BalanceWire {
    for (const p of this.payouts.values()) this.settle(p);
    return { data: [...this.balances].map(([payment_system_name, amount]) => ({ payment_system_name, amount })) };
  }

  private settle(payout: SimPayout): SimPayout {
    if (payout.settleAt === null || Date.now() < payout.settleAt) return payout;
    payout.state = payout.settlesTo ?? 'success';
    payout.settleAt = null;
    if (payout.state === 'success') payout.transaction_id = transactionId(payout.payment_system_name);
    else {
      payout.failure_reason = SHAP_SIM_FAILURE_REASON;
      // the operator gave the money back to the merchant's float
      this.balances.set(
        payout.payment_system_name,
        (this.balances.get(payout.payment_system_name) ?? 0) + payout.amount,
      );
    }
    return payout;
  }

  private newPayoutId(): string {
    let id: string;
    do id = `777${randomInt(1_000_000, 10_000_000)}`;
    while (this.payoutIds.has(id));
    this.payoutIds.add(id);
    return id;
  }
}

function transactionId(system: string): string {
  return `${system === 'moovmoney4' ? 'MC' : 'MP'}${Date.now()}.${randomInt(1000, 10_000)}`;
}

function wire(payout: SimPayout): PayoutWire {
  const { settleAt: _s, settlesTo: _t, ...rest } = payout;
  return rest;
}
