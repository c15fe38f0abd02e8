import { Module } from '@nestjs/common';
import { ExclusiveRunner } from '../../infra/scheduler/exclusive.js';
import { AdminDrawsController } from './admin-draws.controller.js';
import { DrawService } from './draw.service.js';
import { LotteriesService } from './lotteries.service.js';
import { LotteryJobs } from './lottery-jobs.js';
import { TicketsController } from './tickets.controller.js';

@Module({
  controllers: [TicketsController, AdminDrawsController],
  providers: [LotteriesService, DrawService, LotteryJobs, ExclusiveRunner],
  exports: [LotteriesService, DrawService],
})
export class LotteriesModule {}
