import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RequirePrivilege } from '../../common/auth/decorators.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { adminNotificationSendSchema, type AdminNotificationSendInput } from '../../contracts/notifications.js';
import { NotificationDelivery } from './notification-delivery.service.js';

/** Administrators send a notification (system message or alert) to chosen users. */
@ApiTags('notifications')
@Controller('admin/notifications')
export class AdminNotificationsController {
  constructor(private readonly delivery: NotificationDelivery) {}

  @Post()
  @RequirePrivilege('notifications.send')
  @ApiZodBody(adminNotificationSendSchema)
  async send(@Body({ schema: adminNotificationSendSchema }) body: AdminNotificationSendInput) {
    const views = await this.delivery.deliver(
      [...new Set(body.user_ids)].map((userId) => ({
        userId,
        type: body.type,
        key: body.type,
        params: {},
        data: {},
        topic: null,
        raw: { title: body.title, message: body.message },
      })),
    );
    return { sent: views.length };
  }
}
