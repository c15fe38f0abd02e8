import { defineEntity, p } from '@mikro-orm/core';
import { CONTACT_SUBJECTS } from '../../contracts/contact.js';

const ContactMessageSchema = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100),
    email: p.string().length(100),
    phone: p.string().length(20).nullable(),
    subject: p.enum(CONTACT_SUBJECTS),
    message: p.text(),
    ip: p.string().length(64).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ContactMessage extends ContactMessageSchema.class {}
ContactMessageSchema.setClass(ContactMessage);
export { ContactMessageSchema };
