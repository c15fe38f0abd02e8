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
import type { AdminNotificationId } from '../../contracts/admin-profile.js';
import { STAFF_ROLES } from '../../contracts/admin-users.js';
import { GrantsService, isSuperAdmin } from '../access/index.js';
import {
  drawEndingAlert,
  failedPaymentAlert,
  newMerchantAlert,
  newOrderAlert,
  refundRequestedAlert,
  securityAlert,
  STAFF_ALERT_PRIVILEGE,
  staffAlertDrafts,
  type StaffAlert,
} from './staff-alerts.js';

/** Role names whose holders receive an admin alert that names no kind. */
const ALERTED_ROLES = ['Super Admin', 'Admin'];

/** Turns each domain event into the notifications of its readers (after the event's transaction committed). */
@Injectable()
export class NotificationHandlers implements OnModuleInit, OnModuleDestroy {
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly bus: EventBus,
    private readonly delivery: NotificationDelivery,
    private readonly em: EntityManager,
    private readonly grants: GrantsService,
  ) {}

  onModuleInit(): void {
    this.on('TicketsPurchased', ticketsPurchasedDrafts);
    this.on('OrderPaid', orderPaidDrafts);
    this.on('OrderStatusChanged', orderStatusDrafts);
    this.on('PaymentFailed', paymentFailedDrafts);
    this.on('LotteryDrawn', lotteryDrawnDrafts);
    this.on('LotteryEndingSoon', endingSoonDrafts);
    this.on('MerchantPaymentReceived', merchantPaymentDrafts);
    this.on('AdminAlert', async (e) => adminAlertDrafts(e, e.userIds?.length ? [] : await this.staffFor(e.kind)));
    this.on('Welcome', welcomeDrafts);
    this.on('RefundCompleted', refundCompletedDrafts);
    this.on('LotteryCancelled', lotteryCancelledDrafts);
    // the back-office's own alerts (profile › Notifications)
    this.onStaff('OrderPaid', newOrderAlert);
    this.onStaff('PaymentFailed', failedPaymentAlert);
    this.onStaff('RefundRequested', refundRequestedAlert);
    this.onStaff('LotteryEndingSoon', drawEndingAlert);
    this.onStaff('Welcome', newMerchantAlert);
    this.on('AccountSecurity', async (e) => {
      if (!e.roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r))) return [];
      return staffAlertDrafts(securityAlert(e), await this.wanting('security_alerts', [e.userId]));
    });
  }

  onModuleDestroy(): void {
    for (const off of this.unsubscribe.splice(0)) off();
  }

  private on<K extends DomainEventName>(
    name: K,
    drafts: (payload: DomainEventMap[K]) => NotificationDraft[] | Promise<NotificationDraft[]>,
  ): void {
    this.unsubscribe.push(
      this.bus.subscribe(name, async (payload) => void (await this.delivery.deliver(await drafts(payload)))),
    );
  }

  private onStaff<K extends DomainEventName>(name: K, alert: (payload: DomainEventMap[K]) => StaffAlert | null): void {
    this.on(name, async (payload) => {
      const a = alert(payload);
      return a ? staffAlertDrafts(a, await this.staffFor(a.kind)) : [];
    });
  }

  /** Active staff who may act on an alert of this kind (by privilege) and did not switch it off. */
  private async staffFor(kind: AdminNotificationId | undefined): Promise<number[]> {
    const privilege = kind && kind !== 'security_alerts' ? STAFF_ALERT_PRIVILEGE[kind] : null;
    const roles = privilege
      ? [...(await this.grants.byRole())]
          .filter(([role, held]) => isSuperAdmin([role]) || held.has(privilege))
          .map(([role]) => role)
      : ALERTED_ROLES;
    return this.wanting(kind, null, roles.includes('Super Admin') ? roles : [...roles, 'Super Admin']);
  }

  /** Of the given users (or the active holders of `roles`), those who did not turn the alert off. */
  private async wanting(
    kind: AdminNotificationId | undefined,
    userIds: number[] | null,
    roles: readonly string[] = STAFF_ROLES,
  ): Promise<number[]> {
    const list = (n: number) => Array.from({ length: n }, () => '?').join(', ');
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ user_id: number }[]>(
        `select distinct u.id as user_id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
        where r.name in (${list(roles.length)}) and u.status = 'active' ${userIds ? `and u.id in (${list(userIds.length)})` : ''}
          and coalesce(u.preferences -> 'admin_notifications' ->> ?, 'true') <> 'false'`,
        [...roles, ...(userIds ?? []), kind ?? ''],
      );
    return rows.map((r) => Number(r.user_id));
  }
}
