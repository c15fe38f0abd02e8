import { Global, Module } from '@nestjs/common';
import { ExclusiveRunner } from '../scheduler/exclusive.js';
import { MailService } from './mail.service.js';
import { OutboxRetention } from './outbox-retention.js';

@Global()
@Module({ providers: [MailService, OutboxRetention, ExclusiveRunner], exports: [MailService] })
export class MailModule {}
