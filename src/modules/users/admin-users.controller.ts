import { Controller, Get, HttpCode, Param, ParseIntPipe, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, Roles } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { adminUserListQuerySchema, type AdminUserListQuery } from '../../contracts/admin-users.js';
import type { AuthContext } from '../auth/auth-context.js';
import { AdminUsersQuery, type Viewer } from './admin-users.query.js';
import { AdminUsersService } from './admin-users.service.js';

const viewer = (auth: AuthContext): Viewer => ({ id: auth.user.id, roles: auth.roles });

/** Spec 3 §7 Users: the people screens' list, the staff roles, the status toggle (rules of §6 in the service). */
@ApiTags('admin')
@Roles('ADMIN')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly query: AdminUsersQuery,
    private readonly users: AdminUsersService,
  ) {}

  @Get()
  @ApiZodQuery(adminUserListQuerySchema)
  async list(@Query({ schema: adminUserListQuerySchema }) q: AdminUserListQuery, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    return { success: true, data: await this.query.list(q, viewer(auth), requestLocale(req)) };
  }

  @Get('admin-roles')
  adminRoles(@CurrentAuth() auth: AuthContext, @Req() req: Request) {
    return { success: true, data: { roles: this.query.adminRoles(viewer(auth), requestLocale(req)) } };
  }

  @Post(':id/toggle-status')
  @HttpCode(200)
  async toggleStatus(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const user = await this.users.toggleStatus(viewer(auth), id);
    return { success: true, message: translator(requestLocale(req))('admin_users.messages.status_changed'), data: { user } };
  }
}
