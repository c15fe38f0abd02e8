import type { HttpUnavailable, JsonAnswer, JsonServiceOptions } from '../../common/http/json-http.js';
import { TokenJsonClient } from '../../common/http/token-json-client.js';
import { toBill, type CreateBillWire, type TokenWire, type UssdPushWire } from './ebilling.wire.js';
import {
  GatewayError,
  type Bill,
  type CreateBillInput,
  type PaymentGateway,
  type PaymentSystemName,
  type ReportedBill,
} from './payment-gateway.js';

export type EbillingAuth =
  | { kind: 'basic'; username: string; sharedKey: string }
  | { kind: 'oauth2'; clientId: string; clientSecret: string; tokenUrl: string };

export interface EbillingClientOptions extends JsonServiceOptions {
  name: PaymentGateway['name'];
  /** Merchant API root, e.g. https://lab.billing-easy.net/api/v1/merchant */
  baseUrl: string;
  auth: EbillingAuth;
}

/** French messages for the payer (locales: payments.gateway.*). */
export const GATEWAY_ERRORS = {
  unreachable: 'payments.gateway.unreachable',
  refused: 'payments.gateway.refused',
  invalidNumber: 'payments.gateway.invalid_number',
  billNotFound: 'payments.gateway.bill_not_found',
  billClosed: 'payments.gateway.bill_closed',
  authFailed: 'payments.gateway.auth_failed',
  invalidResponse: 'payments.gateway.invalid_response',
} as const;

// A cached token is dropped this long before E-Billing says it expires, so that a request never
// leaves with a token that dies on the way.
const TOKEN_MARGIN_MS = 30_000;

/**
 * E-Billing's merchant API over HTTP: create a bill, push the USSD prompt to the payer's phone, read
 * the bill. The same client talks to the in-process simulator, which speaks the same protocol.
 * Secrets never reach the logs: only method, path and status are logged.
 */
export class EbillingClient extends TokenJsonClient implements PaymentGateway {
  readonly name: PaymentGateway['name'];

  constructor(private readonly options: EbillingClientOptions) {
    super('EbillingClient', options, TOKEN_MARGIN_MS);
    this.name = options.name;
  }

  async createBill(input: CreateBillInput): Promise<{ billId: string }> {
    const body: CreateBillWire = {
      payer_msisdn: input.payerMsisdn,
      payer_email: input.payerEmail,
      payer_name: input.payerName,
      amount: input.amount,
      short_description: input.shortDescription,
      external_reference: input.externalReference,
      expiry_period: input.expiryPeriodMinutes,
    };
    // Retried like the other calls even though a lost answer may leave a first bill behind at
    // E-Billing: that bill is never pushed to a phone, so it cannot be paid and simply expires, and
    // settlement only accepts the bill id we recorded together with our reference.
    const { body: answer } = await this.call('POST', '/e_bills', body);
    const bill = toBill(answer);
    if (!bill) throw this.invalidResponse('POST /e_bills');
    return { billId: bill.billId };
  }

  async pushUssd(billId: string, paymentSystem: PaymentSystemName, payerMsisdn: string): Promise<void> {
    const body: UssdPushWire = { payment_system_name: paymentSystem, payer_msisdn: payerMsisdn };
    await this.call('POST', `/e_bills/${encodeURIComponent(billId)}/ussd_push`, body);
  }

  async getBill(billId: string): Promise<Bill> {
    const { body } = await this.call('GET', `/e_bills/${encodeURIComponent(billId)}`);
    const bill = toBill(body);
    if (!bill) throw this.invalidResponse('GET /e_bills/:id');
    return bill;
  }

  /** The simulator's daily report of paid bills; null for E-Billing itself (its report is not integrated). */
  async dailyReport(day: string): Promise<ReportedBill[] | null> {
    if (this.name !== 'simulator') return null;
    const { body } = await this.call('GET', `/reports/daily?date=${encodeURIComponent(day)}`);
    const bills = (body as { bills?: unknown } | null)?.bills;
    if (!Array.isArray(bills)) throw this.invalidResponse('GET /reports/daily');
    return bills.map((b: Record<string, unknown>) => ({
      billId: String(b.bill_id),
      amount: Number(b.amount),
      paymentSystem: typeof b.payment_system_name === 'string' ? b.payment_system_name : null,
      paidAt: typeof b.paid_at === 'string' ? b.paid_at : null,
    }));
  }

  /** One API call: authenticated, retried on network failures and 5xx, 4xx mapped to refusals. */
  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonAnswer> {
    let renewedToken = false;
    for (;;) {
      const authorization = await this.authorization();
      const answer = await this.send(
        method,
        `${this.service.baseUrl}${path}`,
        {
          authorization,
          'content-type': 'application/json',
        },
        body === undefined ? undefined : JSON.stringify(body),
      );
      if (answer.status === 401 && this.options.auth.kind === 'oauth2' && !renewedToken) {
        // the token may have been revoked or expired early on E-Billing's side: one fresh token, once
        renewedToken = true;
        this.token.drop();
        continue;
      }
      if (answer.status >= 200 && answer.status < 300) return answer;
      throw this.refusal(method, path, answer);
    }
  }

  private async authorization(): Promise<string> {
    const auth = this.options.auth;
    if (auth.kind === 'basic') return `Basic ${Buffer.from(`${auth.username}:${auth.sharedKey}`).toString('base64')}`;
    return `Bearer ${await this.token.get()}`;
  }

  protected async fetchToken(): Promise<{ value: string; lifetimeSeconds: number }> {
    // only asked for by `authorization()` under oauth2
    const auth = this.options.auth as Extract<EbillingAuth, { kind: 'oauth2' }>;
    const answer = await this.send(
      'POST',
      auth.tokenUrl,
      {
        authorization: `Basic ${Buffer.from(`${encodeURIComponent(auth.clientId)}:${encodeURIComponent(auth.clientSecret)}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    );
    if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
      this.logger.error(`OAuth2 token refused (${answer.status})`);
      throw new GatewayError(
        GATEWAY_ERRORS.authFailed,
        false,
        answer.status,
        `E-Billing token refused (${answer.status})`,
      );
    }
    if (answer.status < 200 || answer.status >= 300) throw this.refusal('POST', 'token', answer);
    const token = answer.body as Partial<TokenWire> | null;
    if (!token?.access_token) throw this.invalidResponse('POST token');
    return {
      value: token.access_token,
      lifetimeSeconds: Number(token.expires_in) > 0 ? Number(token.expires_in) : 3600,
    };
  }

  protected unreachable(err: HttpUnavailable): GatewayError {
    return new GatewayError(GATEWAY_ERRORS.unreachable, true, err.status, `E-Billing ${err.reason}`);
  }

  private refusal(method: string, path: string, answer: JsonAnswer): GatewayError {
    const { status } = answer;
    const detail = `E-Billing ${method} ${path} answered ${status}: ${messageOf(answer.body)}`;
    this.logger.warn(detail);
    if (status === 401 || status === 403) return new GatewayError(GATEWAY_ERRORS.authFailed, false, status, detail);
    if (status === 404) return new GatewayError(GATEWAY_ERRORS.billNotFound, false, status, detail);
    if (status === 409) return new GatewayError(GATEWAY_ERRORS.billClosed, false, status, detail);
    // too many requests is the gateway asking us to come back later, not a refusal of the payment
    if (status === 429) return new GatewayError(GATEWAY_ERRORS.unreachable, true, status, detail);
    if (mentionsMsisdn(answer.body)) return new GatewayError(GATEWAY_ERRORS.invalidNumber, false, status, detail);
    return new GatewayError(GATEWAY_ERRORS.refused, false, status, detail);
  }

  private invalidResponse(what: string): GatewayError {
    this.logger.warn(`${what}: answer without an e_bill`);
    return new GatewayError(GATEWAY_ERRORS.invalidResponse, true, undefined, `E-Billing ${what}: unexpected answer`);
  }
}

function messageOf(body: unknown): string {
  const b = body as { message?: unknown; error?: unknown } | null;
  return String(b?.message ?? b?.error ?? '').slice(0, 200);
}

/** E-Billing names the field at fault; a refusal about the payer's number gets its own message. */
function mentionsMsisdn(body: unknown): boolean {
  const b = body as { errors?: Record<string, unknown>; message?: unknown } | null;
  return !!b && (Object.keys(b.errors ?? {}).includes('payer_msisdn') || /msisdn/i.test(String(b.message ?? '')));
}
