import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../../mikro-orm.config.js';
import { LOCK_KEYS, withAdvisoryLock } from './advisory-lock.js';

/** Applies the committed migrations under an advisory lock; returns the names applied now. */
export async function runMigrations(clientUrl: string): Promise<string[]> {
  return withAdvisoryLock(clientUrl, LOCK_KEYS.migrations, async () => {
    const orm = await MikroORM.init(ormConfig({ clientUrl, poolMax: 2 }));
    try {
      const applied = await orm.migrator.up();
      return applied.map((m) => m.name);
    } finally {
      await orm.close(true);
    }
  });
}
