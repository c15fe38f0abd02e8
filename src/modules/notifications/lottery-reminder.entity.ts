import { defineEntity, p } from '@mikro-orm/core';
import { Lottery } from '../lotteries/lottery.entity.js';

export const REMINDER_KINDS = ['24h', '1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Marks a lottery's reminder as sent: the unique (lottery, kind) makes each reminder go out once. */
const LotteryReminderSchema = defineEntity({
  name: 'LotteryReminder',
  tableName: 'lottery_reminders',
  uniques: [{ name: 'lottery_reminders_lottery_id_kind_unique', properties: ['lottery', 'kind'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    lottery: () => p.manyToOne(Lottery).deleteRule('cascade'),
    kind: p.string().length(10),
    recipients: p.integer().default(0),
    sentAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LotteryReminder extends LotteryReminderSchema.class {}
LotteryReminderSchema.setClass(LotteryReminder);
export { LotteryReminderSchema };
