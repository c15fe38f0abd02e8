import { MikroORM } from '@mikro-orm/postgresql';
import type { Browser, Page } from 'playwright-core';
import { ormConfig } from '../../mikro-orm.config.js';
import { Draw } from '../../src/modules/lotteries/draw.entity.js';
import { Lottery } from '../../src/modules/lotteries/lottery.entity.js';
import type { User } from '../../src/modules/users/user.entity.js';
import { createPaidLotteryOrder } from '../factories/orders.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { launchBrowser, openHydrated, openMobilePage, signIn } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
let orm: MikroORM;
let admin: User;
/** a demo raffle (seed committed at opening) that ended with enough buyers: a pending draw */
let pending: Lottery;

beforeAll(async () => {
  // no job draws the pending raffle behind the administrator's back
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  browser = await launchBrowser();
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
  const em = orm.em.fork();
  admin = await createUser(em, { roles: ['Admin'] });
  const open = await em.find(Lottery, { status: 'open', endDate: { $gt: new Date() } }, { orderBy: { id: 'asc' } });
  pending = open.find((l) => l.totalTickets - l.soldTickets - l.reservedTickets >= 3)!;
  for (const name of ['Awa', 'Paul']) {
    const buyer = await createUser(em, { firstName: name, lastName: 'Testeur' });
    await createPaidLotteryOrder(em, buyer, await em.findOneOrFail(Lottery, pending.id), 1);
  }
  await em.nativeUpdate(Lottery, { id: pending.id }, { endDate: new Date(Date.now() - 60_000) });
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await browser?.close();
  await server?.stop();
});

async function adminPage(width: number): Promise<{ page: Page; problems: string[] }> {
  const opened = await openMobilePage(browser, { width, height: 900, acceptDownloads: true });
  await signIn(opened.page, server.url, admin.email, FACTORY_PASSWORD);
  return opened;
}

/** The page itself never scrolls sideways (tables scroll inside their own box). Runs in the page: no DOM types here. */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
    return w.document.documentElement.scrollWidth <= w.innerWidth;
  });

describe('admin draws page (built app, Chromium)', () => {
  it('at 1366 px: statistics, tabs, participants, the draw behind its confirmation, history and export', async () => {
    const { page, problems } = await adminPage(1366);
    await openHydrated(page, `${server.url}/admin/lotteries`);
    const row = page.locator(`[data-testid="pending-row"][data-lottery="${pending.lotteryNumber}"]`);
    await row.waitFor();
    expect(Number(await page.getByTestId('stat-pending-draws-value').textContent())).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('last-update').textContent()).toMatch(/^Dernière mise à jour : \S/);
    expect(await page.getByTestId('last-update').locator('time[datetime]').count()).toBe(1);
    expect(await noSidewaysScroll(page)).toBe(true);

    await page.getByTestId('available-draws').click();
    await page.getByText(/tirages? peu(t|vent) être effectués? maintenant/).waitFor();

    await row.getByTestId('view-participants').click();
    const dialog = page.getByTestId('participants-dialog');
    await dialog.getByTestId('participant-row').first().waitFor();
    await dialog.getByTestId('participants-search').fill('Paul Testeur');
    await dialog.getByText('1 participant', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await row.getByTestId('run-draw').click();
    const confirm = page.getByTestId('draw-confirm');
    await confirm.waitFor();
    await confirm.getByTestId('confirm-yes').click();
    await page.getByText('Tirage effectué avec succès').waitFor();
    await row.waitFor({ state: 'detached' });
    const draw = await orm.em.fork().findOneOrFail(Draw, { lottery: pending.id });
    expect(draw.trigger).toBe('admin');

    await page.getByRole('tab', { name: /Historique/ }).click();
    const done = page.getByTestId('history-row').filter({ hasText: pending.lotteryNumber });
    await done.waitFor();
    expect(await done.getByTestId('verification-code').textContent()).toBe(draw.verificationCode);
    await done.getByTestId('winner-block').waitFor();
    expect(await done.getByTestId('history-proof').getAttribute('href')).toBe(`/lotteries/${pending.id}`);
    expect(page.url()).toContain('tab=history');

    await done.getByRole('button', { name: 'Exporter' }).click();
    await page.getByRole('menuitem', { name: 'Exporter en JSON' }).waitFor();
    await page.getByRole('menuitem', { name: 'Exporter en CSV (Excel)' }).waitFor();
    await page.keyboard.press('Escape');

    // the details dialog holds the same exports as plain buttons: the download itself is checked there
    await done.getByTestId('history-details').click();
    const details = page.getByTestId('details-dialog');
    await details.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      details.getByRole('button', { name: 'Exporter en CSV (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${pending.lotteryNumber}.csv`);
    await page.getByText('Export téléchargé avec succès').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('at 390 px: every tab fits the screen, tables scroll inside their box', async () => {
    const { page, problems } = await adminPage(390);
    await openHydrated(page, `${server.url}/admin/lotteries?tab=active`);
    await page.getByTestId('active-row').first().waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('tab', { name: /Historique/ }).click();
    await page.getByTestId('history-row').first().waitFor();
    await page.getByTestId('period-filter').selectOption('quarter');
    await page.waitForURL(/period=quarter/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.getByRole('tab', { name: /Tirages en attente/ }).click();
    await page.waitForURL((u) => !u.search.includes('tab='));
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
