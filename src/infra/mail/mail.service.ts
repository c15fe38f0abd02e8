import { Inject, Injectable, Logger, Optional, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { MAIL_SENDER, parseMailbox, type Mailbox, type MailSender } from './mail-sender.js';
import { markDelivered, OutboxMessage } from './outbox-message.entity.js';
import type { OutgoingMail } from './mail.types.js';

const RETRY_EVERY_MS = 30_000;
const MAX_ATTEMPTS = 8;

/**
 * E-mail is written to the outbox inside the caller's transaction; when SMTP_URL is set it is then
 * delivered (right after commit through `flush()`, and retried periodically) and its body blanked,
 * otherwise the outbox itself is the destination and can be read at /dev/outbox in development and
 * test. OutboxRetention purges old rows either way.
 */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(MailService.name);
  private transporter?: Transporter;
  private timer?: NodeJS.Timeout;
  private flushing?: Promise<void>;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @Inject(MAIL_SENDER) private readonly sender?: MailSender,
  ) {}

  onModuleInit(): void {
    if (!this.config.smtpUrl) return;
    this.transporter = nodemailer.createTransport(this.config.smtpUrl);
    this.timer = setInterval(() => void this.flush(), RETRY_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.transporter?.close();
  }

  get transportName(): 'smtp' | 'outbox' {
    return this.transporter ? 'smtp' : 'outbox';
  }

  /** Queues a message in the given transaction; nothing leaves before that transaction commits. */
  enqueue(em: EntityManager, mail: OutgoingMail): OutboxMessage {
    return em.create(OutboxMessage, {
      channel: 'email',
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      replyTo: mail.replyTo ?? null,
      transport: this.transportName,
      attempts: 0,
    });
  }

  /** Delivers pending SMTP mail; concurrent calls share one run, and several instances skip each other's rows. */
  flush(): Promise<void> {
    if (!this.transporter) return Promise.resolve();
    this.flushing ??= this.deliverPending().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async deliverPending(): Promise<void> {
    const transporter = this.transporter!;
    const em = this.orm.em.fork();
    await em.transactional(async (tx) => {
      const pending = await tx.find(
        OutboxMessage,
        { channel: 'email', transport: 'smtp', sentAt: null, attempts: { $lt: MAX_ATTEMPTS } },
        { orderBy: { id: 'asc' }, limit: 20, lockMode: 4 /* pessimistic_partial_write: SKIP LOCKED */ },
      );
      if (!pending.length) return;
      const from = await this.from();
      for (const msg of pending) {
        try {
          await transporter.sendMail({
            from,
            to: msg.to,
            subject: msg.subject ?? '',
            text: msg.text,
            html: msg.html ?? undefined,
            replyTo: msg.replyTo ?? undefined,
          });
          markDelivered(msg);
        } catch (err) {
          msg.lastError = err instanceof Error ? err.message : String(err);
          this.logger.warn({ id: msg.id, err: msg.lastError }, 'Mail delivery failed; will retry');
        }
        msg.attempts += 1;
      }
    });
  }

  /** The sender saved in the settings now, else MAIL_FROM; an unreadable setting must not stop delivery. */
  async from(): Promise<Mailbox> {
    try {
      if (this.sender) return await this.sender.from();
    } catch (err) {
      this.logger.warn(
        { err: err instanceof Error ? err.message : err },
        'Mail sender setting unreadable; using MAIL_FROM',
      );
    }
    return parseMailbox(this.config.mailFrom);
  }
}
