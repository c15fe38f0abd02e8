import { defineEntity, p } from '@mikro-orm/core';

/** A round of the local draw beacon (development and tests): public once written, never changed. */
const BeaconRoundSchema = defineEntity({
  name: 'BeaconRound',
  tableName: 'beacon_rounds',
  properties: {
    round: p.integer().primary().autoincrement(),
    value: p.string().length(64),
    publishedAt: p.datetime().index(),
  },
});

export class BeaconRoundEntity extends BeaconRoundSchema.class {}
BeaconRoundSchema.setClass(BeaconRoundEntity);
export { BeaconRoundSchema };
