import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '../../common/errors/domain-error.js';
import { translator, type Locale } from '../../common/i18n/server-i18n.js';
import { LOCK_KEYS } from '../../infra/database/advisory-lock.js';
import { singleFlight } from '../../infra/database/single-flight.js';
import { VersionedCache } from '../../infra/cache/data-versions.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { SitemapService } from '../seo/index.js';
import { MaintenanceGate } from './maintenance-gate.js';

export interface CacheClearResult {
  /** what was emptied: `data` (read results kept per table version, settings included), `maintenance`, `sitemap` */
  cleared: string[];
  /** cached read results dropped */
  entries: number;
}

/** Spec 3 §2 "Maintenance" actions: clear cache, optimise database, generate sitemap, test e-mail. */
@Injectable()
export class MaintenanceActionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly cache: VersionedCache,
    private readonly gate: MaintenanceGate,
    private readonly sitemaps: SitemapService,
    private readonly mail: MailService,
  ) {}

  /** This instance's in-memory copies; other instances drop theirs when the tables move, as always. */
  clearCaches(): CacheClearResult {
    const entries = this.cache.clear();
    this.gate.forget();
    this.sitemaps.forget();
    return { cleared: ['data', 'maintenance', 'sitemap'], entries };
  }

  /**
   * VACUUM cannot run inside a transaction: it goes straight to a pooled connection. One at a time
   * (every instance included): a second one meanwhile would only load the database more. 409 then.
   */
  async optimizeDatabase(): Promise<{ duration_ms: number }> {
    const run = await singleFlight(this.em.config.get('clientUrl')!, LOCK_KEYS.databaseOptimize, async () => {
      const started = performance.now();
      await this.em.fork().getConnection().execute('vacuum analyze');
      return { duration_ms: Math.round(performance.now() - started) };
    });
    if (!run.ran) throw new ConflictError('maintenance.actions.optimize_running');
    return run.value;
  }

  generateSitemap(): { urls: number; generated_at: string } {
    const { urls, generated_at } = this.sitemaps.generate();
    return { urls, generated_at };
  }

  /** Through the outbox like every mail, so that it also proves the saved sender and the transport. */
  async sendTestEmail(to: string, locale: Locale): Promise<{ to: string; transport: 'smtp' | 'outbox' }> {
    const t = translator(locale);
    await this.em.fork().transactional(async (tx) => {
      this.mail.enqueue(tx, {
        to,
        subject: t('maintenance.test_email.subject'),
        text: t('maintenance.test_email.text'),
      });
    });
    void this.mail.flush();
    return { to, transport: this.mail.transportName };
  }
}
