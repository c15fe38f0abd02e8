import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  database_latency_ms: number | null;
  version: string;
  uptime_s: number;
}

@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async check(): Promise<Health> {
    const started = performance.now();
    let database: Health['database'] = 'up';
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      database = 'down';
    }
    return {
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      database_latency_ms: database === 'up' ? Math.round((performance.now() - started) * 10) / 10 : null,
      version: this.config.version,
      uptime_s: Math.round(process.uptime()),
    };
  }
}
