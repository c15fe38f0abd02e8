import type { Socket } from 'socket.io-client';

/**
 * The page's one Socket.IO connection to our server, shared by every component that wants live
 * events. socket.io-client is imported on first use only, so pages that never ask for it do not
 * download it, and first paint never waits for it. The session cookie authenticates the handshake.
 */
let pending: Promise<Socket> | null = null;

export function getSocket(): Promise<Socket> {
  if (typeof window === 'undefined') return Promise.reject(new Error('Socket.IO runs in the browser only'));
  if (!pending) {
    pending = import('socket.io-client').then(({ io }) => io({ path: '/socket.io', withCredentials: true }));
    // a failed download (offline, new deployment) may be retried by a later caller
    pending.catch(() => (pending = null));
  }
  return pending;
}

/** Listens to one server event; the returned function stops listening (safe before the socket exists). */
export function onSocketEvent<T>(event: string, handler: (payload: T) => void): () => void {
  let stopped = false;
  let socket: Socket | null = null;
  getSocket().then(
    (s) => {
      if (stopped) return;
      socket = s;
      s.on(event, handler);
    },
    (err: unknown) => console.warn('live updates unavailable', err),
  );
  return () => {
    stopped = true;
    socket?.off(event, handler);
  };
}

/**
 * Reports whether the connection is up: once with the current state, then at each change. Until
 * the client is loaded (or if it cannot be), the connection counts as down.
 */
export function onConnectionChange(listener: (connected: boolean) => void): () => void {
  let stopped = false;
  let socket: Socket | null = null;
  const up = () => listener(true);
  const down = () => listener(false);
  listener(false);
  getSocket().then(
    (s) => {
      if (stopped) return;
      socket = s;
      s.on('connect', up);
      s.on('disconnect', down);
      s.on('connect_error', down);
      if (s.connected) up();
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    socket?.off('connect', up);
    socket?.off('disconnect', down);
    socket?.off('connect_error', down);
  };
}
