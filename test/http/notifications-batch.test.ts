import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { NotificationCountPayload, NotificationView } from '../../src/contracts/notifications.js';
import { NotificationDelivery } from '../../src/modules/notifications/notification-delivery.service.js';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { loginToken } from '../support/auth.js';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  url = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
});

/** A signed-in reader's socket, recording what it hears and whether each row was committed by then. */
async function reader() {
  const user = await createUser(t.em());
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: await loginToken(t, user.email) },
  });
  sockets.push(socket);
  const heard: NotificationView[] = [];
  const committed: Promise<boolean>[] = [];
  const counts: number[] = [];
  socket.on('notification:new', (n: NotificationView) => {
    heard.push(n);
    // read from another connection: only a committed row is visible there
    committed.push(
      t
        .em()
        .getConnection()
        .execute('select 1 from notifications where id = ?', [n.id])
        .then((rows) => rows.length === 1),
    );
  });
  socket.on('notification:count', (c: NotificationCountPayload) => counts.push(c.unread));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return { user, heard, committed, counts };
}

const system = (userId: number, title: string) => ({
  userId,
  type: 'system' as const,
  key: 'system',
  params: {},
  data: { n: title },
  topic: null,
  raw: { title, message: `<b>${title}</b><script>x()</script>` },
});

describe('a batch of notifications', () => {
  it('gives each reader exactly their own rows, once committed, with their unread count', async () => {
    const [a, b, c] = [await reader(), await reader(), await reader()];
    const views = await t.app
      .get(NotificationDelivery)
      .deliver([
        system(a.user.id, 'A1'),
        system(b.user.id, 'B1'),
        system(999_999_999, 'nobody'),
        system(a.user.id, 'A2'),
        system(c.user.id, 'C1'),
      ]);
    expect(views.map((v) => v.title)).toEqual(['A1', 'B1', 'A2', 'C1']);
    await new Promise((r) => setTimeout(r, 300));

    const rows = await t
      .em()
      .getConnection()
      .execute<{ id: number; user_id: number; title: string; message: string }[]>(
        'select id, user_id, title, message from notifications where id = any(?::int[]) order by id',
        [`{${views.map((v) => v.id).join(',')}}`],
      );
    const owner = new Map(rows.map((r) => [r.id, r]));
    for (const [r, titles] of [
      [a, ['A1', 'A2']],
      [b, ['B1']],
      [c, ['C1']],
    ] as const) {
      expect(r.heard.map((n) => n.title)).toEqual(titles);
      expect(r.heard).toEqual(views.filter((v) => titles.includes(v.title as never)));
      for (const n of r.heard) {
        expect(owner.get(n.id)).toMatchObject({ user_id: r.user.id, title: n.title, message: n.message });
        expect(n).toMatchObject({ type: 'system', is_read: false, data: { n: n.title } });
        expect(n.message).toBe(`<b>${n.title}</b>`);
      }
      expect(await Promise.all(r.committed)).toEqual(titles.map(() => true));
      expect(r.counts).toEqual([titles.length]);
    }
  });
});
