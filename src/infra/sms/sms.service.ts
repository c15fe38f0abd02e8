import { Global, Inject, Injectable, Logger, Module } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { OutboxMessage } from '../mail/outbox-message.entity.js';

/**
 * Text messages, queued like e-mail in the caller's transaction. The transport is chosen by
 * SMS_TRANSPORT: `outbox` keeps them for /dev/outbox, `log` also writes them to the log.
 * A real SMS gateway plugs in here as another transport, and stamps what it delivered with
 * `markDelivered` (the body, a code more often than not, is then blanked).
 */
@Injectable()
export class SmsService {
  private readonly logger = new Logger(SmsService.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  enqueue(em: EntityManager, sms: { to: string; text: string }): OutboxMessage {
    if (this.config.smsTransport === 'log') this.logger.log({ to: sms.to }, 'SMS queued');
    return em.create(OutboxMessage, {
      channel: 'sms',
      to: sms.to,
      subject: null,
      text: sms.text,
      html: null,
      replyTo: null,
      transport: this.config.smsTransport,
      attempts: 0,
    });
  }
}

@Global()
@Module({ providers: [SmsService], exports: [SmsService] })
export class SmsModule {}
