import type { SchedulerRegistry } from '@nestjs/schedule';
import type { ExclusiveRunner } from './exclusive.js';

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
