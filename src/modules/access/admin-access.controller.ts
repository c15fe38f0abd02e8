import { Body, Controller, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { routeId } from '../../common/http/route-id.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { updateRolePrivilegesSchema, userTypeSchema, type UpdateRolePrivilegesInput, type UserTypeInput } from '../../contracts/access.js';
import type { AuthContext } from '../auth/auth-context.js';
import { AccessService } from './access.service.js';

/** Spec 3 §6 roles and privileges, and the user types, as the back-office edits them. */
@ApiTags('admin')
@Controller('admin')
export class AdminAccessController {
  constructor(private readonly access: AccessService) {}

  @Get('roles')
  @RequirePrivilege('roles.view')
  async roles(@Req() req: Request) {
    return { success: true, data: { roles: await this.access.roles(translator(requestLocale(req))) } };
  }

  @Put('roles/:id/privileges')
  @RequirePrivilege('roles.manage')
  @ApiZodBody(updateRolePrivilegesSchema)
  async setPrivileges(@Param('id') id: string, @Body({ schema: updateRolePrivilegesSchema }) body: UpdateRolePrivilegesInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const t = translator(requestLocale(req));
    const data = await this.access.setRolePrivileges(auth.roles, routeId(id, 'access.errors.role_not_found'), body.privileges, t);
    return { success: true, message: t('access.messages.role_saved', { role: data.label }), data };
  }

  @Get('privileges')
  @RequirePrivilege('roles.view')
  async privileges(@Req() req: Request) {
    return { success: true, data: { privileges: await this.access.privileges(translator(requestLocale(req))) } };
  }

  @Get('user-types')
  @RequirePrivilege('roles.view')
  async userTypes() {
    return { success: true, data: { user_types: await this.access.userTypes() } };
  }

  @Post('user-types')
  @RequirePrivilege('roles.manage')
  @ApiZodBody(userTypeSchema)
  async createUserType(@Body({ schema: userTypeSchema }) body: UserTypeInput, @Req() req: Request) {
    const data = await this.access.createUserType(body);
    return { success: true, message: translator(requestLocale(req))('access.messages.user_type_created'), data };
  }

  @Put('user-types/:id')
  @RequirePrivilege('roles.manage')
  @ApiZodBody(userTypeSchema)
  async updateUserType(@Param('id') id: string, @Body({ schema: userTypeSchema }) body: UserTypeInput, @Req() req: Request) {
    const data = await this.access.updateUserType(routeId(id, 'access.errors.user_type_not_found'), body);
    return { success: true, message: translator(requestLocale(req))('access.messages.user_type_updated'), data };
  }

  @Post('user-types/:id/toggle-status')
  @RequirePrivilege('roles.manage')
  @HttpCode(200)
  async toggleUserType(@Param('id') id: string, @Req() req: Request) {
    const data = await this.access.toggleUserType(routeId(id, 'access.errors.user_type_not_found'));
    const t = translator(requestLocale(req));
    return { success: true, message: t(data.is_active ? 'access.messages.user_type_activated' : 'access.messages.user_type_deactivated'), data };
  }
}
