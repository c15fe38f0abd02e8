import { Global, Module } from '@nestjs/common';
import { ExclusiveRunner } from '../scheduler/exclusive.js';
import { IntervalJobs } from '../scheduler/interval-job.js';
import { MailService } from './mail.service.js';
import { OutboxRetention } from './outbox-retention.js';
import { SettingsModule } from '../../modules/settings/index.js';

@Global()
@Module({
  imports: [SettingsModule],
  providers: [MailService, OutboxRetention, ExclusiveRunner, IntervalJobs],
  exports: [MailService],
})
export class MailModule {}
