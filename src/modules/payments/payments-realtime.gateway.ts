import { MessageBody, SubscribeMessage, WebSocketGateway, ConnectedSocket } from '@nestjs/websockets';
import type { OnModuleInit } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { RealtimeGateway } from '../../infra/realtime/realtime.gateway.js';
import { PaymentsService } from './payments.service.js';
import { billRoom } from './payment-events.js';

/**
 * Lets the login-free confirmation page follow one bill: it proves it started the payment with the
 * status token it was given, then receives `payment.status` for that bill only.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class PaymentsRealtimeGateway implements OnModuleInit {
  constructor(
    private readonly payments: PaymentsService,
    private readonly realtime: RealtimeGateway,
  ) {}

  /** Anonymous sockets presenting `auth: { bill_id, token }` at the handshake are admitted to that bill's room. */
  onModuleInit(): void {
    this.realtime.registerBillVerifier((billId, token) => this.payments.canWatch(billId, null, token));
  }

  @SubscribeMessage('payment.watch')
  async watch(
    @MessageBody() body: { bill_id?: unknown; token?: unknown },
    @ConnectedSocket() client: Socket,
  ): Promise<{ ok: boolean }> {
    const billId = typeof body?.bill_id === 'string' ? body.bill_id : '';
    const token = typeof body?.token === 'string' ? body.token : '';
    const userId = typeof client.data.userId === 'number' ? client.data.userId : null;
    const ok = billId.length > 0 && billId.length <= 60 && (await this.payments.canWatch(billId, userId, token));
    if (ok) await client.join(billRoom(billId));
    return { ok };
  }
}
