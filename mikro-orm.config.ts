import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { ENTITIES } from './src/entities.js';
import { MIGRATIONS } from './migrations/index.js';

export interface OrmOptions {
  clientUrl: string;
  poolMax?: number;
  debug?: boolean;
}

/** One ORM configuration for the app, the CLI scripts and the tests: only the connection differs. */
export function ormConfig({ clientUrl, poolMax = 10, debug = false }: OrmOptions) {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'migrations',
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      snapshot: false,
      silent: true,
    },
    pool: { min: 0, max: poolMax },
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}

export default ormConfig({ clientUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/mbolo' });
