import type { HttpUnavailable, JsonAnswer, JsonServiceOptions } from '../../common/http/json-http.js';
import { TokenJsonClient } from '../../common/http/token-json-client.js';
import { GatewayError } from '../ebilling/payment-gateway.js';
import type { MobileMoneyAccount, PayoutGateway, PayoutInput, PayoutResult } from './payout-gateway.js';
import type { PaymentSystemName } from '../ebilling/payment-gateway.js';
import {
  accountOfKyc,
  errorOf,
  resultOfCreate,
  resultOfGet,
  tokenSchema,
  type AuthBodyWire,
  type PayoutBodyWire,
  type PayoutDetailsWire,
} from './shap.wire.js';

export interface ShapClientOptions extends JsonServiceOptions {
  name: PayoutGateway['name'];
  /** Merchant API root, e.g. https://test.billing-easy.net/shap/api/v1/merchant */
  baseUrl: string;
  apiId: string;
  apiSecret: string;
  /** Extra attempts of a token request or a look-up (never of a payout) after a network failure, a timeout or a 5xx (default 2). */
  retries?: number;
}

/** Messages for the refund's record and the admins (locales: refunds.errors.*). */
export const PAYOUT_ERRORS = {
  unavailable: 'refunds.errors.payout_unavailable',
  refused: 'refunds.errors.payout_refused',
  misconfigured: 'refunds.errors.payout_misconfigured',
  invalidResponse: 'refunds.errors.payout_invalid_response',
} as const;

// A cached token is dropped this long before SHAP says it expires, so that a request never leaves
// with a token that dies on the way.
const TOKEN_MARGIN_MS = 60_000;
// Our simulator's code, and what SHAP answers with a 409, for a reference it already holds.
const DUPLICATE_CODE = 'SP0020';
// SHAP's "no such payout": the only answer that says a payout never reached it.
const NOT_FOUND_CODE = 'SP0027';

/**
 * SHAP's payout API over HTTP: a bearer token from `POST /auth`, `POST /payout`, `GET /payout`. The
 * same client talks to the in-process simulator. Money safety: a payout request is sent once and
 * never again, whatever happens to it; an unknown outcome is a retryable GatewayError and the caller
 * asks `getPayout` later. Secrets never reach the logs: only method, path and status are logged.
 */
export class ShapClient extends TokenJsonClient implements PayoutGateway {
  readonly name: PayoutGateway['name'];

  constructor(private readonly options: ShapClientOptions) {
    super('ShapClient', options, TOKEN_MARGIN_MS);
    this.name = options.name;
  }

  async createPayout(input: PayoutInput): Promise<PayoutResult> {
    const details: PayoutDetailsWire = {
      payee_msisdn: input.payeeMsisdn,
      amount: input.amount,
      external_reference: input.externalReference,
      payout_type: 'refund',
    };
    const body: PayoutBodyWire = { payment_system_name: input.paymentSystem, payout: JSON.stringify(details) };
    // no retry: after a timeout or a 5xx the money may have left
    const answer = await this.call('POST', '/payout', body, 0);
    if (answer.status < 300) {
      const result = resultOfCreate(answer.body);
      // accepted or not, we cannot tell: retryable, so that the caller looks it up rather than failing it
      if (!result) throw this.invalidResponse('POST /payout');
      return result;
    }
    const error = errorOf(answer.body);
    if (answer.status === 409 || error?.code === DUPLICATE_CODE)
      return this.afterDuplicate(input, error?.description ?? null);
    if (error && ![401, 403, 408, 429].includes(answer.status)) {
      // SHAP looked at the payout and refused it (balance, number, amount…): nothing left
      this.logger.warn(`POST /payout refused (${answer.status} ${error.code})`);
      return { state: 'failed', payoutId: null, transactionId: null, failureReason: error.description ?? error.code };
    }
    throw this.refusal('POST', '/payout', answer);
  }

  async getPayout(payeeMsisdn: string, externalReference: string): Promise<PayoutResult | null> {
    const query = new URLSearchParams({ payee_msisdn: payeeMsisdn, external_reference: externalReference });
    const answer = await this.call('GET', `/payout?${query}`, undefined, this.service.retries);
    // only SHAP's "no such payout" (SP0027) says it never received it; a bare 404 is a wrong URL, and
    // a 404 with another code says nothing certain about the payout: its outcome stays unknown
    if (answer.status === 404) {
      const error = errorOf(answer.body);
      if (error?.code === NOT_FOUND_CODE) return null;
      if (error) throw this.unknownOutcome('GET /payout', `answered 404 ${error.code}`);
    }
    if (answer.status >= 300) throw this.refusal('GET', '/payout', answer);
    const read = resultOfGet(answer.body);
    if (!read || (read.externalReference !== null && read.externalReference !== externalReference))
      throw this.invalidResponse('GET /payout');
    return read.result;
  }

  async lookupAccount(paymentSystem: PaymentSystemName, msisdn: string): Promise<MobileMoneyAccount> {
    const query = new URLSearchParams({ payment_system_name: paymentSystem, msisdn });
    const answer = await this.call('GET', `/kyc?${query}`, undefined, this.service.retries);
    if (answer.status >= 300) throw this.refusal('GET', '/kyc', answer);
    const account = accountOfKyc(answer.body);
    if (!account) throw this.invalidResponse('GET /kyc');
    return account.exists && account.name ? { exists: true, name: account.name } : { exists: false };
  }

  /**
   * SHAP holds a payout with this reference. Ours are never resent, so it is either this payout whose
   * first answer was lost (then it is what we asked, and its state is the answer) or a collision, in
   * which case this payout was not made. Failing a payout that did leave would invite a second one.
   */
  private async afterDuplicate(input: PayoutInput, description: string | null): Promise<PayoutResult> {
    this.logger.warn('POST /payout: reference already used, looking it up');
    let existing: PayoutResult | null;
    try {
      existing = await this.getPayout(input.payeeMsisdn, input.externalReference);
    } catch (err) {
      // SHAP holds this reference and we cannot see what became of it: unknown, never failed
      throw this.unknownOutcome(
        'POST /payout',
        `duplicate reference, look-up failed: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    if (existing) return existing;
    return {
      state: 'failed',
      payoutId: null,
      transactionId: null,
      failureReason: description ?? PAYOUT_ERRORS.refused,
    };
  }

  /** One authenticated call; a 401 gets one fresh token, once (a 401 means the request was not taken). */
  private async call(method: 'GET' | 'POST', path: string, body: unknown, retries: number): Promise<JsonAnswer> {
    for (let renewed = false; ; renewed = true) {
      const token = await this.token.get();
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await this.send(
        method,
        `${this.service.baseUrl}${path}`,
        headers,
        body === undefined ? undefined : JSON.stringify(body),
        retries,
      );
      if (answer.status !== 401) return answer;
      // revoked or expired early on SHAP's side; a concurrent call may already have replaced it
      this.token.drop(token);
      if (renewed) throw this.refusal(method, path.split('?')[0]!, answer);
    }
  }

  protected async fetchToken(): Promise<{ value: string; lifetimeSeconds: number }> {
    const body: AuthBodyWire = { api_id: this.options.apiId, api_secret: this.options.apiSecret };
    const answer = await this.send(
      'POST',
      `${this.service.baseUrl}/auth`,
      { 'content-type': 'application/json' },
      JSON.stringify(body),
    );
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      this.logger.error(`SHAP token refused (${answer.status})`);
      throw new GatewayError(
        PAYOUT_ERRORS.misconfigured,
        false,
        answer.status,
        `SHAP POST /auth refused (${answer.status})`,
      );
    }
    if (answer.status >= 300) throw this.refusal('POST', '/auth', answer);
    const token = tokenSchema.safeParse(answer.body);
    if (!token.success) throw this.invalidResponse('POST /auth');
    return { value: token.data.access_token, lifetimeSeconds: token.data.expires_in ?? 3600 };
  }

  protected unreachable(err: HttpUnavailable): GatewayError {
    return new GatewayError(PAYOUT_ERRORS.unavailable, true, err.status, `SHAP ${err.reason}`);
  }

  private refusal(method: string, path: string, answer: JsonAnswer): GatewayError {
    const { status } = answer;
    const error = errorOf(answer.body);
    const detail = `SHAP ${method} ${path} answered ${status}${error ? ` ${error.code}: ${error.description ?? ''}` : ''}`;
    this.logger.warn(detail);
    // SHAP asking us to come back later, or giving up waiting: not a refusal
    if (status === 408 || status === 429) return new GatewayError(PAYOUT_ERRORS.unavailable, true, status, detail);
    // our credentials, or a URL that is not SHAP's: no payout can go through until someone fixes it
    if ([401, 403, 404, 405].includes(status))
      return new GatewayError(PAYOUT_ERRORS.misconfigured, false, status, detail);
    return new GatewayError(PAYOUT_ERRORS.refused, false, status, detail);
  }

  /** An answer that leaves the payout's fate open: retryable, so that the caller asks again later. */
  private unknownOutcome(what: string, detail: string): GatewayError {
    this.logger.warn(`${what}: outcome unknown (${detail})`);
    return new GatewayError(PAYOUT_ERRORS.unavailable, true, undefined, `SHAP ${what}: ${detail}`);
  }

  private invalidResponse(what: string): GatewayError {
    this.logger.warn(`${what}: unexpected answer`);
    return new GatewayError(PAYOUT_ERRORS.invalidResponse, true, undefined, `SHAP ${what}: unexpected answer`);
  }
}
