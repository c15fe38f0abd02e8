import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EventBus } from '../../infra/events/event-bus.js';
import type { DomainEventMap, DomainEventName } from '../../infra/events/event-map.js';
import {
  adminAlertDrafts,
  endingSoonDrafts,
  lotteryCancelledDrafts,
  lotteryDrawnDrafts,
  merchantPaymentDrafts,
  orderPaidDrafts,
  orderStatusDrafts,
  paymentFailedDrafts,
  refundCompletedDrafts,
  ticketsPurchasedDrafts,
  welcomeDrafts,
  type NotificationDraft,
} from './notification-drafts.js';
import { NotificationDelivery } from './notification-delivery.service.js';

/** Role names whose holders receive admin alerts by default. */
const ALERTED_ROLES = ['Super Admin', 'Admin'];

/** Turns each domain event into the notifications of its readers (after the event's transaction committed). */
@Injectable()
export class NotificationHandlers implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly bus: EventBus,
    private readonly delivery: NotificationDelivery,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.on('TicketsPurchased', ticketsPurchasedDrafts);
    this.on('OrderPaid', orderPaidDrafts);
    this.on('OrderStatusChanged', orderStatusDrafts);
    this.on('PaymentFailed', paymentFailedDrafts);
    this.on('LotteryDrawn', lotteryDrawnDrafts);
    this.on('LotteryEndingSoon', endingSoonDrafts);
    this.on('MerchantPaymentReceived', merchantPaymentDrafts);
    this.on('AdminAlert', async (e) => adminAlertDrafts(e, e.userIds?.length ? [] : await this.managerIds()));
    this.on('Welcome', welcomeDrafts);
    this.on('RefundCompleted', refundCompletedDrafts);
    this.on('LotteryCancelled', lotteryCancelledDrafts);
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  private on<K extends DomainEventName>(name: K, drafts: (payload: DomainEventMap[K]) => NotificationDraft[] | Promise<NotificationDraft[]>): void {
    this.unsubscribe.push(this.bus.subscribe(name, async (payload) => void (await this.delivery.deliver(await drafts(payload)))));
  }

  private async managerIds(): Promise<number[]> {
    const rows = await this.em.fork().getConnection().execute<{ user_id: number }[]>(
      `select distinct ur.user_id from user_roles ur join roles r on r.id = ur.role_id join users u on u.id = ur.user_id
        where r.name in (?, ?) and u.status = 'active'`,
      ALERTED_ROLES,
    );
    return rows.map((r) => Number(r.user_id));
  }
}
