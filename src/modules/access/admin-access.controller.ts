import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import {
  updateRolePrivilegesSchema,
  userTypeSchema,
  type UpdateRolePrivilegesInput,
  type UserTypeInput,
} from '../../contracts/access.js';
import type { AuthContext } from '../auth/index.js';
import { AccessService } from './access.service.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

/** Spec 3 §6 roles and privileges, and the user types, as the back-office edits them. */
@ApiTags('admin')
@Controller('admin')
export class AdminAccessController {
  constructor(private readonly access: AccessService) {}

  @Get('roles')
  @RequirePrivilege('roles.view')
  async roles(@T() t: TFunction) {
    return { roles: await this.access.roles(t) };
  }

  @Put('roles/:id/privileges')
  @RequirePrivilege('roles.manage')
  @ApiZodBody(updateRolePrivilegesSchema)
  async setPrivileges(
    @Param('id') id: string,
    @Body({ schema: updateRolePrivilegesSchema }) body: UpdateRolePrivilegesInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const data = await this.access.setRolePrivileges(
      auth.roles,
      routeId(id, 'access.errors.role_not_found'),
      body.privileges,
      t,
    );
    return withMessage(t('access.messages.role_saved', { role: data.label }), data);
  }

  @Get('privileges')
  @RequirePrivilege('roles.view')
  async privileges(@T() t: TFunction) {
    return { privileges: await this.access.privileges(t) };
  }

  @Get('user-types')
  @RequirePrivilege('roles.view')
  async userTypes() {
    return { user_types: await this.access.userTypes() };
  }

  @Post('user-types')
  @RequirePrivilege('roles.manage')
  @ApiZodBody(userTypeSchema)
  async createUserType(@Body({ schema: userTypeSchema }) body: UserTypeInput, @T() t: TFunction) {
    const data = await this.access.createUserType(body);
    return withMessage(t('access.messages.user_type_created'), data);
  }

  @Put('user-types/:id')
  @RequirePrivilege('roles.manage')
  @ApiZodBody(userTypeSchema)
  async updateUserType(
    @Param('id') id: string,
    @Body({ schema: userTypeSchema }) body: UserTypeInput,
    @T() t: TFunction,
  ) {
    const data = await this.access.updateUserType(routeId(id, 'access.errors.user_type_not_found'), body);
    return withMessage(t('access.messages.user_type_updated'), data);
  }

  @Post('user-types/:id/toggle-status')
  @RequirePrivilege('roles.manage')
  @HttpCode(200)
  async toggleUserType(@Param('id') id: string, @T() t: TFunction) {
    const data = await this.access.toggleUserType(routeId(id, 'access.errors.user_type_not_found'));
    return withMessage(
      t(data.is_active ? 'access.messages.user_type_activated' : 'access.messages.user_type_deactivated'),
      data,
    );
  }
}
