import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../../mikro-orm.config.js';
import type { UserRoleName } from '../../src/contracts/admin-users.js';
import { createUser, FACTORY_PASSWORD } from '../factories/users.js';
import { sessionCookie } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

/** Spec 1 §2: `/dashboard`, the fallback address of signed-in users, leads each to their own area (built app). */
let server: ServerProcess;
let orm: MikroORM;

beforeAll(async () => {
  server = await startServerProcess({ JOBS_ENABLED: '0' });
  orm = await MikroORM.init(ormConfig({ clientUrl: server.databaseUrl, poolMax: 2 }));
}, 120_000);
afterAll(async () => {
  await orm?.close();
  await server?.stop();
});

async function cookieOf(roles: UserRoleName[]): Promise<string> {
  const user = await createUser(orm.em.fork(), { roles });
  return sessionCookie(server.url, user.email, FACTORY_PASSWORD);
}

const landing = async (cookie?: string) => {
  const res = await fetch(`${server.url}/dashboard`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} });
  return [res.status, res.headers.get('location')];
};

describe('/dashboard', () => {
  it('sends a visitor to sign in first, and back here afterwards', async () => {
    expect(await landing()).toEqual([302, '/login?redirect=%2Fdashboard']);
  });

  it("leads each signed-in person to their own area's home", async () => {
    expect(await landing(await cookieOf(['Particulier']))).toEqual([302, '/customer']);
    expect(await landing(await cookieOf(['Business Enterprise']))).toEqual([302, '/merchant/dashboard']);
    expect(await landing(await cookieOf(['Business Individual']))).toEqual([302, '/merchant/simple-dashboard']);
    expect(await landing(await cookieOf(['Admin']))).toEqual([302, '/admin/dashboard']);
  });
});
