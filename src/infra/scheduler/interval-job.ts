import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ExclusiveRunner } from './exclusive.js';

export interface IntervalJob {
  /** its name in the scheduler and in the logs */
  name: string;
  /** the advisory lock that keeps it to one instance at a time */
  lockKey: number;
  everyMs: number;
  run: () => Promise<unknown>;
  /** a first run at start, not only after the first interval */
  runAtStart?: boolean;
}

/**
 * Repeats a job on one instance at a time (see ExclusiveRunner). The timer does not keep the process
 * alive, and is registered under the job's name for `stopIntervalJob`.
 */
export function startIntervalJob(scheduler: SchedulerRegistry, runner: ExclusiveRunner, job: IntervalJob): void {
  const tick = () => void runner.run(job.lockKey, job.name, job.run);
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  scheduler.addInterval(job.name, timer);
  if (job.runAtStart) tick();
}

export function stopIntervalJob(scheduler: SchedulerRegistry, name: string): void {
  if (scheduler.doesExist('interval', name)) scheduler.deleteInterval(name);
}

/**
 * A module's repeating jobs: started from its services' onApplicationBootstrap, only on an instance
 * whose jobs are enabled, and stopped when the module is destroyed. Provided by each module that has
 * jobs, next to its ExclusiveRunner.
 */
@Injectable()
export class IntervalJobs implements OnModuleDestroy {
  private readonly started: string[] = [];

  constructor(
    private readonly scheduler: SchedulerRegistry,
    private readonly runner: ExclusiveRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  start(job: IntervalJob): void {
    if (!this.config.jobsEnabled) return;
    startIntervalJob(this.scheduler, this.runner, job);
    this.started.push(job.name);
  }

  onModuleDestroy(): void {
    for (const name of this.started) stopIntervalJob(this.scheduler, name);
  }
}
