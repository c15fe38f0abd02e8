import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { DomainError, NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import {
  configErrors,
  isGateway,
  isMasked,
  type AdminPaymentMethod,
  type UpdatePaymentMethodInput,
} from '../../contracts/payment-methods.js';
import { EbillingClient } from '../../infra/ebilling/ebilling-client.js';
import { simulatorBaseUrl } from '../../infra/ebilling/gateway.provider.js';
import { GatewayError } from '../../infra/ebilling/payment-gateway.js';
import { PaymentMethod } from './payment-method.entity.js';
import { isSecretKey, mask, maskConfig, openConfig, sealConfig } from './payment-secrets.js';

/** The method that carries Airtel Money and Moov Money (spec 3 §3). */
export const MOBILE_MONEY_METHOD = 'ebilling';

export interface ConnectionTest {
  ok: boolean;
  /** i18n key of the outcome */
  message: string;
}

/** Spec 3 §2 "Payments": the payment methods, their switch and their gateway's keys (sealed at rest, masked in answers). */
@Injectable()
export class PaymentMethodsService {
  private readonly logger = new Logger(PaymentMethodsService.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(em: EntityManager = this.em.fork()): Promise<AdminPaymentMethod[]> {
    const rows = await em.find(PaymentMethod, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } });
    return rows.map((m) => this.view(m));
  }

  /** Whether checkout may offer Airtel Money and Moov Money. A database without the row keeps the gateway on. */
  async mobileMoneyActive(em: EntityManager = this.em.fork()): Promise<boolean> {
    const row = await em.findOne(PaymentMethod, { code: MOBILE_MONEY_METHOD });
    return row?.active ?? true;
  }

  /** Whether this change touches the keys (privilege settings.payment_secrets) rather than only the switch. */
  changesConfig(input: UpdatePaymentMethodInput): boolean {
    return input.config !== undefined;
  }

  async update(id: number, input: UpdatePaymentMethodInput): Promise<AdminPaymentMethod[]> {
    return this.em.fork().transactional(async (tx) => {
      const m = await tx.findOne(PaymentMethod, id);
      if (!m) throw new NotFoundError('payment_methods.errors.not_found');
      if (input.config !== undefined) {
        if (!isGateway(m.gateway))
          throw new ValidationFailedError({ config: ['payment_methods.errors.not_configurable'] });
        const stored = m.config ? openConfig(this.config, m.code, m.gateway, m.config) : {};
        // a masked value sent back unchanged keeps the stored secret
        const next = Object.fromEntries(
          Object.entries(input.config).map(([k, v]) => [
            k,
            isSecretKey(m.gateway, k) && isMasked(v) && stored[k] && v === mask(stored[k]) ? stored[k] : v.trim(),
          ]),
        );
        const errors = configErrors(m.gateway, next);
        for (const [k, v] of Object.entries(next))
          if (isSecretKey(m.gateway, k) && isMasked(v)) errors[k] = ['payment_methods.errors.required'];
        if (Object.keys(errors).length)
          throw new ValidationFailedError(
            Object.fromEntries(Object.entries(errors).map(([k, v]) => [`config.${k}`, v])),
          );
        m.config = sealConfig(this.config, m.code, m.gateway, next);
      }
      if (input.active !== undefined) m.active = input.active;
      await tx.flush();
      return this.list(tx);
    });
  }

  /** One authenticated read at the gateway with the saved keys: an unknown bill means the keys were accepted. */
  async test(id: number): Promise<ConnectionTest> {
    const m = await this.em.fork().findOne(PaymentMethod, id);
    if (!m) throw new NotFoundError('payment_methods.errors.not_found');
    if (m.gateway !== 'ebilling')
      throw new DomainError(422, 'payment_methods.errors.test_unsupported', { code: 'test_unsupported' });
    const config = m.config ? openConfig(this.config, m.code, m.gateway, m.config) : {};
    if (Object.keys(configErrors('ebilling', config)).length)
      return { ok: false, message: 'payment_methods.test.not_configured' };
    const client = new EbillingClient({
      name: this.config.paymentGateway === 'simulator' ? 'simulator' : 'ebilling',
      baseUrl:
        this.config.paymentGateway === 'simulator' ? simulatorBaseUrl(this.config) : this.config.ebilling.baseUrl,
      auth: { kind: 'basic', username: config.merchant_id!, sharedKey: config.api_key! },
      timeoutMs: this.config.ebilling.timeoutMs,
      retries: 0,
    });
    try {
      await client.getBill('connection-test');
      return { ok: true, message: 'payment_methods.test.ok' };
    } catch (err) {
      if (err instanceof GatewayError && err.status === 404) return { ok: true, message: 'payment_methods.test.ok' };
      this.logger.warn(`E-Billing connection test failed: ${(err as Error).message}`);
      if (err instanceof GatewayError && err.i18nKey === 'payments.gateway.auth_failed')
        return { ok: false, message: 'payment_methods.test.auth_failed' };
      return { ok: false, message: 'payment_methods.test.unreachable' };
    }
  }

  private view(m: PaymentMethod): AdminPaymentMethod {
    let config: Record<string, string> | null = null;
    try {
      config = m.config ? maskConfig(this.config, m.code, m.gateway, m.config) : null;
    } catch {
      // sealed under a key no longer configured: shown empty, to be entered again
      this.logger.warn(`Payment method ${m.code}: stored keys cannot be opened`);
      config = m.config ? Object.fromEntries(Object.keys(m.config).map((k) => [k, ''])) : null;
    }
    return {
      id: m.id,
      code: m.code,
      name: m.name,
      description: m.description,
      active: m.active,
      type: m.type,
      gateway: m.gateway ?? null,
      config,
    };
  }
}
