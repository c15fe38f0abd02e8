import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SETTING_DEFAULTS } from '../../contracts/settings.js';
import { GeoUsage, type GeoUsagePort } from '../geo/index.js';
import { User } from '../users/index.js';
import { Setting } from './setting.entity.js';

/** Answers the geo module's "is this country or language still needed?" from the settings and the accounts. */
@Injectable()
export class GeoUsageAdapter implements GeoUsagePort, OnModuleInit {
  constructor(private readonly slot: GeoUsage) {}

  onModuleInit(): void {
    this.slot.fill(this);
  }

  /** Read from the row in the caller's transaction (not the cached settings): the check and the change commit together. */
  async defaultCode(tx: EntityManager, key: 'default_country' | 'default_language'): Promise<string> {
    const row = await tx.findOne(Setting, { key });
    return typeof row?.value === 'string' ? row.value : SETTING_DEFAULTS[key];
  }

  usersInCountry(tx: EntityManager, countryId: number): Promise<number> {
    return tx.count(User, { country: countryId });
  }
}
