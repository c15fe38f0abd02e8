import type { Browser } from 'playwright-core';
import { SITE_LINK_GROUPS } from '../../src/contracts/site-links.js';
import { launchBrowser, openMobilePage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;
beforeAll(async () => {
  server = await startServerProcess();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const mobilePage = () => openMobilePage(browser);

describe('the public site (built app, Chromium)', () => {
  it('renders the home page in French on the server, before any JavaScript', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Achetez en direct ou gagnez-le à la tombola');
    expect(html).toContain('Comment ça marche');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('hydrates, opens the mobile menu and follows a footer link', async () => {
    const { page, problems } = await mobilePage();
    await page.goto(`${server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.getByTestId('mobile-menu-button').click();
    await menu.waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: 'Articles' }).isVisible()).toBe(true);
    expect(await page.getByTestId('mobile-menu-button').getAttribute('aria-expanded')).toBe('true');

    await page.getByTestId('site-footer').getByRole('link', { name: 'À propos' }).click();
    await page.waitForURL(`${server.url}/about`);
    await expect(page.locator('h1').textContent()).resolves.toContain('Mbolo');
    expect(await page.title()).toContain('| Mbolo');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves every footer link as a real page with its own title and description', async () => {
    // /notifications sends visitors to the login page: its title is the login page's
    const hrefs = [...new Set(SITE_LINK_GROUPS.flatMap((g) => g.links.map((l) => l.href)))].filter(
      (h) => h !== '/notifications',
    );
    const titles = new Set<string>();
    for (const href of hrefs) {
      const res = await fetch(server.url + href);
      expect({ href, status: res.status }).toEqual({ href, status: 200 });
      const html = await res.text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title).toBeTruthy();
      expect(description!.length).toBeGreaterThan(50);
      expect(html).not.toMatch(/lorem ipsum/i);
      titles.add(title!);
    }
    expect(titles.size).toBe(hrefs.length);
    const notifications = await fetch(`${server.url}/notifications`);
    expect(notifications.url).toContain('/login?redirect=%2Fnotifications');
    expect(notifications.status).toBe(200);
  });

  it('answers an unknown URL with a French 404 page', async () => {
    const res = await fetch(`${server.url}/cette-page-n-existe-pas`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('Cette page n&#x27;existe pas');
    expect(html).toContain('Page introuvable | Mbolo');
  });

  it('explains the draw with 3 steps and a 6-question FAQ accordion', async () => {
    const { page, problems } = await mobilePage();
    await page.goto(`${server.url}/how-it-works`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByTestId('steps').locator('li').count()).toBe(3);
    const questions = page.locator('#faq button');
    expect(await questions.count()).toBe(6);
    await questions.first().click();
    await expect(questions.first().getAttribute('aria-expanded')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('sends a contact message that reaches the outbox, after showing the spec messages', async () => {
    const { page, problems } = await mobilePage();
    await page.goto(`${server.url}/contact`);
    await page.waitForSelector('html[data-hydrated="true"]');
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    for (const message of [
      'Le nom est requis',
      "L'email est requis",
      'Veuillez sélectionner un sujet',
      'Le message est requis',
    ]) {
      await form.getByText(message).waitFor();
    }
    await form.getByLabel('Nom complet').fill('Yannick Ella');
    await form.getByLabel('Adresse e-mail').fill('yannick@example.ga');
    await form.getByLabel('Sujet').selectOption('delivery');
    await form.getByLabel('Message').fill('Ma livraison à Franceville est-elle possible ?');
    await form.getByLabel(/J'accepte/).check();
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.getByRole('dialog').getByText('Message envoyé !').waitFor();

    const outbox = (await (await fetch(`${server.url}/api/dev/outbox`)).json()) as {
      data: { subject: string; text: string }[];
    };
    expect(outbox.data[0].subject).toContain('Yannick Ella');
    expect(outbox.data[0].text).toContain('Franceville');

    await page.goto(`${server.url}/dev/outbox`);
    await page
      .getByTestId('outbox-entry')
      .first()
      .getByRole('heading', { name: /Yannick Ella/ })
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('switches the site to English and back', async () => {
    const { page } = await mobilePage();
    await page.goto(`${server.url}/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-menu').getByTestId('language-switch').click();
    await page.getByRole('heading', { name: 'Buy it now or win it in a raffle' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.context().close();
  });
});
