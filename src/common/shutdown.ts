import { Injectable, type OnApplicationShutdown } from '@nestjs/common';

/** Things opened outside Nest's providers (Vite's dev server, timers) that must close with the app. */
@Injectable()
export class ShutdownRegistry implements OnApplicationShutdown {
  private readonly closers: (() => Promise<unknown> | unknown)[] = [];

  add(fn: () => Promise<unknown> | unknown): void {
    this.closers.push(fn);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled(this.closers.splice(0).map((c) => c()));
  }
}
