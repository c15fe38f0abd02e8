import { defineEntity, p } from '@mikro-orm/core';
import { indexedCreatedAt } from '../database/timestamps.js';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Every e-mail and SMS is written here inside the transaction of the use case that caused it
 * (so nothing is sent for work that rolled back); a transport then delivers it and stamps sentAt.
 */
const OutboxMessageSchema = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    channel: p.enum(OUTBOX_CHANNELS),
    to: p.string().length(255).fieldName('recipient'),
    subject: p.string().length(255).nullable(),
    text: p.text(),
    html: p.text().nullable(),
    replyTo: p.string().length(255).nullable(),
    transport: p.string().length(20).nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: indexedCreatedAt(),
  },
});

export class OutboxMessage extends OutboxMessageSchema.class {}

/**
 * A real transport (SMTP, an SMS gateway) has delivered the message: its body, which may hold a
 * one-time code or a reset link, is not kept; recipient, subject and dates stay for the record.
 */
export function markDelivered(msg: OutboxMessage, at = new Date()): void {
  msg.sentAt = at;
  msg.lastError = null;
  msg.text = '';
  msg.html = null;
}
OutboxMessageSchema.setClass(OutboxMessage);
export { OutboxMessageSchema };
