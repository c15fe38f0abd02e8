import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OutboxEntryDto } from '../../contracts/outbox.js';
import { OutboxMessage } from '../../infra/mail/outbox-message.entity.js';

/** Reads the mail/SMS outbox for developers and demos; the module is not loaded in production. */
@Injectable()
export class DevOutboxService {
  constructor(private readonly em: EntityManager) {}

  async list(opts: { limit?: number; channel?: 'email' | 'sms'; to?: string } = {}): Promise<OutboxEntryDto[]> {
    const rows = await this.em.find(
      OutboxMessage,
      { ...(opts.channel ? { channel: opts.channel } : {}), ...(opts.to ? { to: opts.to } : {}) },
      { orderBy: { id: 'desc' }, limit: Math.min(opts.limit ?? 50, 200) },
    );
    return rows.map((m) => ({
      id: m.id,
      channel: m.channel,
      to: m.to,
      subject: m.subject ?? null,
      text: m.text,
      html: m.html ?? null,
      reply_to: m.replyTo ?? null,
      transport: m.transport ?? null,
      sent_at: m.sentAt?.toISOString() ?? null,
      created_at: m.createdAt.toISOString(),
    }));
  }
}
