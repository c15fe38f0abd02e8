import { Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { notificationListQuerySchema, type NotificationListQuery } from '../../contracts/notifications.js';
import type { AuthContext } from '../auth/index.js';
import { NotificationsService } from './notifications.service.js';

const NOT_FOUND = 'notifications.errors.not_found';

/** The signed-in user's notifications (spec 1 §7, spec 2 §7). Every route only ever reaches the caller's own rows. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiZodQuery(notificationListQuerySchema)
  async list(
    @Query({ schema: notificationListQuerySchema }) query: NotificationListQuery,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.notifications.list(auth.user.id, query);
  }

  @Get('unread-count')
  async unreadCount(@CurrentAuth() auth: AuthContext) {
    return { unread_count: await this.notifications.unreadCount(auth.user.id) };
  }

  @Post('mark-all-read')
  @HttpCode(200)
  async markAllRead(@CurrentAuth() auth: AuthContext) {
    const updated = await this.notifications.markAllRead(auth.user.id);
    return { updated, unread_count: 0 };
  }

  @Post(':id/read')
  @HttpCode(200)
  async markRead(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    await this.notifications.markRead(auth.user.id, routeId(id, NOT_FOUND));
    return null;
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@Param('id') id: string, @CurrentAuth() auth: AuthContext) {
    await this.notifications.remove(auth.user.id, routeId(id, NOT_FOUND));
    return null;
  }
}
