import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, productionWarnings, simulatorInUse, type AppConfig } from '../../config/config.js';
import { demoAccountsPresent } from '../seed/index.js';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  database_latency_ms: number | null;
  version: string;
  uptime_s: number;
  /** Payments or refund payouts go to the in-process simulator: no real money moves. */
  simulator: boolean;
  /** The demo accounts (published password) exist. */
  demo_accounts: boolean;
  /** Production only: what was explicitly allowed although unfit for real customers (ALLOW_SIMULATOR, ALLOW_DEMO_ACCOUNTS). */
  warnings: string[];
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
    let demoAccounts = false;
    try {
      await this.em.getConnection().execute('select 1');
    } catch {
      database = 'down';
    }
    const latency = Math.round((performance.now() - started) * 10) / 10;
    if (database === 'up') demoAccounts = await demoAccountsPresent(this.em.fork()).catch(() => false);
    return {
      status: database === 'up' ? 'ok' : 'degraded',
      database,
      database_latency_ms: database === 'up' ? latency : null,
      version: this.config.version,
      uptime_s: Math.round(process.uptime()),
      simulator: simulatorInUse(this.config),
      demo_accounts: demoAccounts,
      warnings: productionWarnings(this.config, demoAccounts),
    };
  }
}
