import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { BEACON_SOURCE, type BeaconSource } from './beacon-source.js';
import { DrandBeacon } from './drand-beacon.js';
import { LocalBeacon } from './local-beacon.js';

export function beaconFor(config: AppConfig): BeaconSource {
  const b = config.drawBeacon;
  return b.kind === 'drand' ? new DrandBeacon(b.url, b.chain, b.timeoutMs) : new LocalBeacon();
}

export const beaconProvider: Provider = { provide: BEACON_SOURCE, inject: [APP_CONFIG], useFactory: beaconFor };
