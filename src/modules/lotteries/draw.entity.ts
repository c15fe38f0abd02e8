import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';
import { Lottery } from './lottery.entity.js';

/** The published proof of one draw; one row per lottery, ever (unique). */
const DrawSchema = defineEntity({
  name: 'Draw',
  tableName: 'draws',
  properties: {
    id: p.integer().primary().autoincrement(),
    lottery: () => p.oneToOne(Lottery).owner().unique(),
    algorithm: p.string().length(40),
    seed: p.string().length(64),
    seedCommitment: p.string().length(64),
    pool: p.json<string[]>(),
    poolHash: p.string().length(64),
    counter: p.integer(),
    /** v2: the source named at opening, its first round published after salesClosedAt, and that round's value */
    beacon: p.string().length(100).nullable(),
    beaconRound: p.integer().nullable(),
    beaconValue: p.string().length(64).nullable(),
    beaconPublishedAt: p.datetime().nullable(),
    salesClosedAt: p.datetime().nullable(),
    winningTicket: p.string().length(40),
    winner: () => p.manyToOne(User).index(),
    verificationCode: p.string().length(8).unique(),
    trigger: p.string().length(20),
    drawnAt: p.datetime().index(),
  },
});

export class Draw extends DrawSchema.class {}
DrawSchema.setClass(Draw);
export { DrawSchema };
