import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { ADMIN_BADGES_EVENT } from '../../contracts/admin-dashboard.js';
import { EventBus } from '../../infra/events/event-bus.js';
import { RealtimeGateway, STAFF_ROOM } from '../../infra/realtime/realtime.gateway.js';
import { DashboardService } from './dashboard.service.js';

/** Pushes fresh sidebar counts to every connected staff member when one of them may have moved. */
@Injectable()
export class BadgesRelay implements OnModuleInit {
  private readonly logger = new Logger(BadgesRelay.name);

  constructor(
    private readonly bus: EventBus,
    private readonly realtime: RealtimeGateway,
    private readonly dashboard: DashboardService,
  ) {}

  onModuleInit(): void {
    this.bus.subscribe('AdminBadgesChanged', async () => {
      try {
        this.realtime.emitTo(STAFF_ROOM, ADMIN_BADGES_EVENT, await this.dashboard.badges());
      } catch (err) {
        this.logger.warn({ err }, 'admin badges not pushed');
      }
    });
  }
}
