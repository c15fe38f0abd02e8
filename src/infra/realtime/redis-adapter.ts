import { Logger } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  close(): Promise<void>;
}

/**
 * Socket.IO's Redis adapter: every emit is also published on Redis and replayed by the other
 * instances to their own sockets. `prefix` keeps deployments sharing one Redis apart.
 */
export function redisAdapter(url: string, prefix: string): RedisAdapterHandle {
  const logger = new Logger('RealtimeRedis');
  const pub = new Redis(url, { maxRetriesPerRequest: null });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on('error', (err: Error) => logger.warn({ err: err.message }, 'Redis connection error'));
  return {
    adapter: createAdapter(pub, sub, { key: `${prefix}:socket.io` }),
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
      pub.disconnect();
      sub.disconnect();
    },
  };
}
