import { EventBus } from '../../src/infra/events/event-bus.js';
import { OutboxMessage } from '../../src/infra/mail/outbox-message.entity.js';
import { LotteryReminder } from '../../src/modules/notifications/lottery-reminder.entity.js';
import { LotteryReminders } from '../../src/modules/notifications/lottery-reminders.js';
import { Notification } from '../../src/modules/notifications/notification.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { createLottery, createProduct, sellTickets } from '../factories/catalogue.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
let reminders: LotteryReminders;
let bus: EventBus;

beforeAll(async () => {
  t = await startTestApp();
  reminders = t.app.get(LotteryReminders);
  bus = t.app.get(EventBus);
});
afterAll(() => t?.close());

const MIN = 60_000;

async function lotteryEndingIn(minutes: number, buyers: { id: number }[], now: Date) {
  const em = t.em();
  const seller = await createUser(em, { roles: ['Business Enterprise'], companyName: 'Okoumé SARL' });
  const product = await createProduct(em, { merchant: seller, saleMode: 'lottery', name: `Moto ${minutes}` });
  const { lottery } = await createLottery(em, {
    product,
    totalTickets: 50,
    endDate: new Date(now.getTime() + minutes * MIN),
  });
  for (const buyer of buyers) await sellTickets(em, lottery, await em.findOneOrFail(User, buyer.id), 2);
  return lottery;
}

const remindersOf = (userId: number) =>
  t.em().find(Notification, { user: userId, type: 'reminder' }, { orderBy: { id: 'asc' } });

describe('reminders before a draw', () => {
  it('sends the 24 h and 1 h reminders to each participant once, even when runs overlap', async () => {
    const now = new Date();
    const ana = await createUser(t.em());
    const ben = await createUser(t.em());
    const outsider = await createUser(t.em());
    const soon = await lotteryEndingIn(30, [ana, ben], now); // inside the 1 h window
    const tomorrow = await lotteryEndingIn(10 * 60, [ana], now); // inside the 24 h window
    const later = await lotteryEndingIn(30 * 60, [ben], now); // not yet due

    // two guarded runs at once (one gets the lock, the other skips) and an unguarded one racing them
    const results = await Promise.all([reminders.runLocked(now), reminders.runLocked(now), reminders.sendDue(now)]);
    expect(results.filter((r) => r === true).length).toBeGreaterThanOrEqual(1);
    await reminders.runLocked(now);
    await bus.drain();

    const markers = await t.em().find(LotteryReminder, {}, { orderBy: { id: 'asc' } });
    expect(markers.map((m) => [m.lottery.id, m.kind]).sort()).toEqual(
      [
        [soon.id, '1h'],
        [tomorrow.id, '24h'],
      ].sort(),
    );
    expect(markers.find((m) => m.lottery.id === soon.id)!.recipients).toBe(2);

    const anaRows = await remindersOf(ana.id);
    expect(anaRows.map((n) => [n.data.lottery_id, n.data.reminder, n.title])).toEqual(
      expect.arrayContaining([
        [soon.id, '1h', 'Dernière heure avant le tirage'],
        [tomorrow.id, '24h', 'Le tirage approche'],
      ]),
    );
    expect(anaRows).toHaveLength(2);
    expect((await remindersOf(ben.id)).map((n) => [n.data.lottery_id, n.data.reminder])).toEqual([[soon.id, '1h']]);
    expect(await remindersOf(outsider.id)).toHaveLength(0);

    // ending soon goes by e-mail and SMS by default, once per reminder
    const anaMail = await t.em().find(OutboxMessage, { to: ana.email, channel: 'email' });
    expect(anaMail.map((m) => m.subject).sort()).toEqual(['Dernière heure avant le tirage', 'Le tirage approche']);
    expect(await t.em().count(OutboxMessage, { to: ana.phone, channel: 'sms' })).toBe(2);

    // nine and a half hours later the second lottery enters its last hour; the first has ended
    const afterwards = new Date(now.getTime() + 9.5 * 60 * MIN);
    await Promise.all([reminders.runLocked(afterwards), reminders.runLocked(afterwards)]);
    await bus.drain();
    expect((await remindersOf(ana.id)).map((n) => [n.data.lottery_id, n.data.reminder])).toEqual(
      expect.arrayContaining([[tomorrow.id, '1h']]),
    );
    expect(await remindersOf(ana.id)).toHaveLength(3);
    // the lottery 30 h away is in its 24 h window by then: ben hears of it once
    expect((await remindersOf(ben.id)).map((n) => [n.data.lottery_id, n.data.reminder])).toEqual([
      [soon.id, '1h'],
      [later.id, '24h'],
    ]);
  });

  it('skips lotteries that are no longer open', async () => {
    const now = new Date();
    const buyer = await createUser(t.em());
    const lottery = await lotteryEndingIn(20, [buyer], now);
    await t.em().nativeUpdate(Lottery, { id: lottery.id }, { status: 'cancelled' });
    await reminders.sendDue(now);
    await bus.drain();
    expect(await remindersOf(buyer.id)).toHaveLength(0);
  });
});
