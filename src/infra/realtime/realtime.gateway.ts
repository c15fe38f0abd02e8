import { Logger } from '@nestjs/common';
import {
  SubscribeMessage,
  WebSocketGateway,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
} from '@nestjs/websockets';
import type { Socket } from 'socket.io';

/**
 * Socket.IO on the same port as the site. Authentication and per-user rooms come with accounts;
 * for now a client can connect and check the link with `ping`.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class RealtimeGateway implements OnGatewayConnection, OnGatewayDisconnect {
  private readonly logger = new Logger(RealtimeGateway.name);

  handleConnection(client: Socket): void {
    this.logger.debug({ id: client.id }, 'socket connected');
  }

  handleDisconnect(client: Socket): void {
    this.logger.debug({ id: client.id }, 'socket disconnected');
  }

  @SubscribeMessage('ping')
  ping(): { event: string; data: { time: string } } {
    return { event: 'pong', data: { time: new Date().toISOString() } };
  }
}
