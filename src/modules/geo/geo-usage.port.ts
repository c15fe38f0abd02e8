import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PortSlot } from '../../common/port-slot.js';

/**
 * What must be asked before a country or language is removed or switched off: whether the platform's
 * settings name it as the default, and whether accounts use it. The settings module sits above this one
 * and fills the slot (settings/geo-usage.adapter.ts). Both read in the caller's transaction.
 */
export interface GeoUsagePort {
  /** The code the settings name as the platform default (the built-in default when unset). */
  defaultCode(tx: EntityManager, key: 'default_country' | 'default_language'): Promise<string>;
  /** How many accounts (customers and merchants alike) name the country in their profile. */
  usersInCountry(tx: EntityManager, countryId: number): Promise<number>;
}

@Injectable()
export class GeoUsage extends PortSlot<GeoUsagePort> {}
