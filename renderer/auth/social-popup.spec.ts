import { afterEach, beforeEach, expect, jest, test } from '@jest/globals';
import type { SessionUser } from '../types.js';
import {
  POPUP_MESSAGE,
  POPUP_POLL_MS,
  POPUP_TIMEOUT_MS,
  isPopupMessage,
  openSocialPopup,
  waitForPopup,
  type PopupMessage,
  type PopupOutcome,
} from './social-popup.js';

const user = { id: 7, first_name: 'Aïcha', email: 'a@example.test' } as unknown as SessionUser;

function fakePopup() {
  return {
    closed: false,
    close: jest.fn(function (this: { closed: boolean }) {
      this.closed = true;
    }),
  };
}

/** The outcome once settled, else 'pending' (promise callbacks run on flushed microtasks). */
async function settled(p: Promise<PopupOutcome>): Promise<PopupOutcome | 'pending'> {
  let out: PopupOutcome | 'pending' = 'pending';
  void p.then((o) => (out = o));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return out;
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
});
afterEach(() => {
  jest.useRealTimers();
});

test('the timings are the spec ones', () => {
  expect(POPUP_POLL_MS).toBe(1_000);
  expect(POPUP_TIMEOUT_MS).toBe(300_000);
});

test('polls every second and reads the user once the pop-up has closed', async () => {
  const popup = fakePopup();
  const currentUser = jest.fn(async () => user);
  const done = waitForPopup(popup, { currentUser });
  await jest.advanceTimersByTimeAsync(POPUP_POLL_MS * 3);
  expect(currentUser).not.toHaveBeenCalled();
  expect(await settled(done)).toBe('pending');
  popup.closed = true;
  await jest.advanceTimersByTimeAsync(POPUP_POLL_MS - 1);
  expect(currentUser).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(await done).toEqual({ status: 'success', user });
  expect(currentUser).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
});

test('a pop-up closed with nobody signed in (or the check failing) is a failure', async () => {
  for (const currentUser of [async () => null, async () => Promise.reject(new Error('401'))]) {
    const popup = fakePopup();
    const done = waitForPopup(popup, { currentUser });
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(POPUP_POLL_MS);
    expect(await done).toEqual({ status: 'failed' });
  }
});

test('still open after 5 minutes: closed and timed out, never a user check', async () => {
  const popup = fakePopup();
  const currentUser = jest.fn(async () => user);
  const done = waitForPopup(popup, { currentUser });
  await jest.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS - POPUP_POLL_MS);
  expect(await settled(done)).toBe('pending');
  expect(popup.close).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(POPUP_POLL_MS);
  expect(await done).toEqual({ status: 'timeout' });
  expect(popup.close).toHaveBeenCalled();
  expect(currentUser).not.toHaveBeenCalled();
  expect(jest.getTimerCount()).toBe(0);
});

test("what the pop-up posted decides a closed pop-up's outcome; the listener is removed", async () => {
  const cases: Array<[PopupMessage, PopupOutcome]> = [
    [
      { type: POPUP_MESSAGE, status: 'error', message: 'social.errors.cancelled' },
      { status: 'failed', message: 'social.errors.cancelled' },
    ],
    [
      { type: POPUP_MESSAGE, status: 'two_factor', challenge: 'c1', redirect: '/x' },
      { status: 'two_factor', challenge: 'c1', redirect: '/x' },
    ],
  ];
  for (const [message, expected] of cases) {
    const popup = fakePopup();
    const unlisten = jest.fn();
    let deliver: (m: PopupMessage) => void = () => {};
    const currentUser = jest.fn(async () => null);
    const done = waitForPopup(popup, {
      currentUser,
      listen: (cb) => {
        deliver = cb;
        return unlisten;
      },
    });
    deliver(message);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(POPUP_POLL_MS);
    expect(await done).toEqual(expected);
    expect(currentUser).not.toHaveBeenCalled();
    expect(unlisten).toHaveBeenCalledTimes(1);
  }
});

test('an injected clock drives the wait without fake timers', async () => {
  jest.useRealTimers();
  let now = 0;
  let tick: () => void = () => {};
  const clock = {
    now: () => now,
    setInterval: (fn: () => void) => {
      tick = fn;
      return 1;
    },
    clearInterval: jest.fn(),
  };
  const popup = fakePopup();
  const done = waitForPopup(popup, { clock, currentUser: async () => user });
  now = POPUP_TIMEOUT_MS - 1;
  tick();
  expect(await settled(done)).toBe('pending');
  now = POPUP_TIMEOUT_MS;
  tick();
  expect(await done).toEqual({ status: 'timeout' });
  expect(clock.clearInterval).toHaveBeenCalledWith(1);
});

test('openSocialPopup answers null when the browser blocks the pop-up', () => {
  const screen = { screenX: 0, screenY: 0, outerWidth: 1200, outerHeight: 900 };
  const open = jest.fn((..._args: unknown[]) => null);
  expect(openSocialPopup('/api/auth/google', { ...screen, open } as never)).toBeNull();
  expect(open).toHaveBeenCalledWith('/api/auth/google', 'mbolo-social', expect.stringContaining('width=500'));
  expect(
    openSocialPopup('/api/auth/google', {
      ...screen,
      open: () => {
        throw new Error('blocked');
      },
    } as never),
  ).toBeNull();
  const handle = { closed: false, close() {} };
  expect(openSocialPopup('/api/auth/google', { ...screen, open: () => handle } as never)).toBe(handle);
});

test('only well-formed pop-up messages are accepted', () => {
  expect(isPopupMessage({ type: POPUP_MESSAGE, status: 'error', message: 'social.errors.cancelled' })).toBe(true);
  expect(isPopupMessage({ type: POPUP_MESSAGE, status: 'two_factor', challenge: 'c' })).toBe(true);
  expect(isPopupMessage({ type: POPUP_MESSAGE, status: 'two_factor' })).toBe(false);
  expect(isPopupMessage({ type: 'other', status: 'error', message: 'x' })).toBe(false);
  expect(isPopupMessage('mbolo:social-popup')).toBe(false);
});
