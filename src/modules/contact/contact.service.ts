import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { translator } from '../../common/i18n/server-i18n.js';
import type { ContactInput } from '../../contracts/contact.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { CONTACT_LIMIT, RateLimiter, tooMany } from '../../infra/rate-limit/rate-limiter.service.js';
import { normalizeEmail } from '../users/index.js';
import { ContactMessage } from './contact-message.entity.js';
import { contactMail } from './contact.mail.js';

@Injectable()
export class ContactService {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores the message and queues its e-mail to support in one transaction; at most CONTACT_LIMIT
   * messages an hour from one IP and from one sender address, so the form cannot flood support.
   */
  async submit(input: ContactInput, meta: { ip?: string }): Promise<{ id: number }> {
    const attempts = [
      await this.limiter.attempt(`contact:ip:${meta.ip ?? 'unknown'}`, CONTACT_LIMIT),
      await this.limiter.attempt(`contact:email:${this.limiter.subject(normalizeEmail(input.email))}`, CONTACT_LIMIT),
    ];
    const wait = Math.max(...attempts.map((a) => a.wait));
    if (wait) throw tooMany('contact.errors.too_many', wait);
    const message = await this.em.transactional(async (tx) => {
      const msg = tx.create(ContactMessage, {
        name: input.name,
        email: normalizeEmail(input.email),
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        ip: meta.ip && isIP(meta.ip) ? meta.ip : null,
      });
      await tx.flush();
      // support reads French whatever the sender's language
      this.mail.enqueue(tx, contactMail(input, this.config.supportEmail, translator('fr'), msg.id));
      return msg;
    });
    void this.mail.flush();
    return { id: message.id };
  }
}
