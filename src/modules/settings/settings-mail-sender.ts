import { Injectable } from '@nestjs/common';
import type { Mailbox, MailSender } from '../../infra/mail/mail-sender.js';
import { SettingsService } from './settings.service.js';

/** Mail goes out as the sender saved under Notifications (spec 3 §2), read when it is delivered. */
@Injectable()
export class SettingsMailSender implements MailSender {
  constructor(private readonly settings: SettingsService) {}

  from(): Promise<Mailbox> {
    return this.settings.mailFrom();
  }
}
