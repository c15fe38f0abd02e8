import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { createUser } from '../factories/users.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { loginToken } from '../support/auth.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen(0, '127.0.0.1');
  url = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
});
afterAll(() => t?.close());

describe('Socket.IO', () => {
  it('accepts a signed-in connection at /socket.io and answers ping with pong', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    const socket: Socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: { token },
    });
    try {
      const pong = await new Promise<{ time: string }>((resolve, reject) => {
        socket.on('connect_error', reject);
        socket.on('pong', resolve);
        socket.on('connect', () => socket.emit('ping'));
      });
      expect(new Date(pong.time).getTime()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      socket.close();
    }
  });

  it('refuses an anonymous connection', async () => {
    const socket: Socket = io(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    try {
      const message = await new Promise<string>((resolve, reject) => {
        socket.on('connect', () => reject(new Error('admitted')));
        socket.on('connect_error', (err) => resolve(err.message));
      });
      expect(message).toBe('unauthorized');
    } finally {
      socket.close();
    }
  });
});

describe('Socket.IO handshake origin', () => {
  const connect = (token: string, origin: string, transport: 'websocket' | 'polling') =>
    new Promise<string>((resolve) => {
      const socket: Socket = io(url, {
        path: '/socket.io',
        transports: [transport],
        reconnection: false,
        auth: { token },
        extraHeaders: { Origin: origin },
      });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', (err) => {
        socket.close();
        resolve(`refused: ${err.message}`);
      });
    });

  it('refuses a browser page of another site, even with a live session', async () => {
    const user = await createUser(t.em());
    const token = await loginToken(t, user.email);
    expect(await connect(token, 'https://evil.example', 'websocket')).toMatch(/^refused/);
    expect(await connect(token, 'https://evil.example', 'polling')).toMatch(/^refused/);
    expect(await connect(token, new URL(t.config.appUrl).origin, 'websocket')).toBe('connected');
    expect(await connect(token, new URL(t.config.appUrl).origin, 'polling')).toBe('connected');
  });
});
