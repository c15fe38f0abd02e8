import { Inject, Logger, Optional, type OnApplicationShutdown } from '@nestjs/common';
import {
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { extractToken } from '../../modules/auth/index.js';
import { originOf } from '../../modules/auth/index.js';
import { GrantsService } from '../../modules/access/index.js';
import { SessionsService } from '../../modules/auth/index.js';
import { redisAdapter, type RedisAdapterHandle } from './redis-adapter.js';
import { EventBus } from '../events/event-bus.js';

export const userRoom = (userId: number) => `user:${userId}`;
export const billRoom = (billId: string) => `bill:${billId}`;
/** Every signed-in staff member (super admin, admin, agent): back-office live counts go there. */
export const STAFF_ROOM = 'staff';

/** Says whether a status token lets an anonymous page follow a bill (registered by the payments module). */
export type BillWatchVerifier = (billId: string, token: string) => Promise<boolean>;

export const SOCKET_UNAUTHORIZED = 'unauthorized';

/**
 * Socket.IO on the same port as the site. A connection must prove who it is during the handshake:
 * a live session (cookie, Authorization header or `auth.token`) joins its user's room; the
 * login-free payment confirmation page instead presents `auth: { bill_id, token }` and joins that
 * bill's room only. Anything else is refused. With REDIS_URL, emits reach sockets on every instance.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, OnApplicationShutdown {
  private readonly logger = new Logger(RealtimeGateway.name);
  @WebSocketServer() server!: Server;
  private billVerifier?: BillWatchVerifier;
  private redis?: RedisAdapterHandle;

  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly grants: GrantsService,
    @Optional() events?: EventBus,
  ) {
    // a revoked session stops receiving at once: its sockets, on every instance, are closed
    events?.subscribe('SessionsRevoked', (e) => this.closeSessions(e.userId, e.sessionIds, e.keep));
  }

  private async closeSessions(userId: number, sessionIds: string[] | 'all', keep?: string): Promise<void> {
    if (!this.server) return;
    const sockets = await this.server.in(userRoom(userId)).fetchSockets();
    for (const socket of sockets) {
      const sid = socket.data.sessionId as string | undefined;
      const ended = sessionIds === 'all' ? sid !== keep : !!sid && sessionIds.includes(sid);
      if (ended) socket.disconnect(true);
    }
  }

  registerBillVerifier(verifier: BillWatchVerifier): void {
    this.billVerifier = verifier;
  }

  afterInit(server: Server): void {
    if (this.config.redisUrl) {
      this.redis = redisAdapter(this.config.redisUrl, this.config.redisPrefix);
      server.adapter(this.redis.adapter);
    }
    // Cross-site WebSocket hijacking: another site's page would connect with the visitor's cookie.
    // Browsers always name the page's origin; clients without one (apps, servers) are not browsers.
    const ownOrigin = originOf(this.config.appUrl);
    server.engine.opts.allowRequest = (req, callback) => {
      const ok = req.headers.origin === undefined || req.headers.origin === ownOrigin;
      callback(ok ? null : 'forbidden origin', ok);
    };
    server.use((socket, next) => {
      this.admit(socket).then(
        (ok) => next(ok ? undefined : new Error(SOCKET_UNAUTHORIZED)),
        (err: unknown) => {
          this.logger.warn({ err }, 'socket admission failed');
          next(new Error(SOCKET_UNAUTHORIZED));
        },
      );
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.close();
  }

  /** Puts the socket in the rooms its credentials open; false when it has none. */
  private async admit(client: Socket): Promise<boolean> {
    const auth = (client.handshake.auth ?? {}) as Record<string, unknown>;
    const billId =
      typeof auth.bill_id === 'string' && auth.bill_id.length > 0 && auth.bill_id.length <= 60 ? auth.bill_id : null;
    // with a bill_id, `auth.token` is that bill's status token, never a session token
    const sessionToken = !billId && typeof auth.token === 'string' && auth.token ? auth.token : null;
    const authHeader = sessionToken ? `Bearer ${sessionToken}` : client.handshake.headers.authorization;
    const { token } = extractToken(
      { headers: { ...client.handshake.headers, authorization: authHeader } },
      this.sessions.cookieName,
    );
    const session = token ? await this.sessions.authenticate(token).catch(() => null) : null;
    if (session) {
      client.data.userId = session.account.id;
      client.data.sessionId = session.sessionId;
      await client.join(userRoom(session.account.id));
      // the room carries the back-office badges: for whoever may open the back-office, whatever the role
      if (await this.grants.has(session.roles, 'backoffice.access')) await client.join(STAFF_ROOM);
    }
    if (
      billId &&
      typeof auth.token === 'string' &&
      auth.token &&
      this.billVerifier &&
      (await this.billVerifier(billId, auth.token))
    ) {
      client.data.billId = billId;
      await client.join(billRoom(billId));
    }
    return !!session || !!client.data.billId;
  }

  handleConnection(client: Socket): void {
    this.logger.debug({ id: client.id, user: client.data.userId, bill: client.data.billId }, 'socket connected');
  }

  handleDisconnect(client: Socket): void {
    this.logger.debug({ id: client.id }, 'socket disconnected');
  }

  @SubscribeMessage('ping')
  ping(): { event: string; data: { time: string } } {
    return { event: 'pong', data: { time: new Date().toISOString() } };
  }

  /** Best effort: a closed server or an absent listener never fails the caller. */
  emitTo(rooms: string | string[], event: string, payload: unknown): void {
    try {
      this.server?.to(rooms).emit(event, payload);
    } catch (err) {
      this.logger.warn({ err, event }, 'socket emit failed');
    }
  }
}
