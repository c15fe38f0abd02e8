import { Body, Controller, Get, HttpCode, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { DomainError, NotFoundError } from '../../common/errors/domain-error.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
  type AdminUserCreateInput,
  type AdminUserListQuery,
  type AdminUserUpdateInput,
} from '../../contracts/admin-users.js';
import type { AuthContext } from '../auth/index.js';
import { AdminUsersQuery, type Viewer } from './admin-users.query.js';
import { AdminUsersService } from './admin-users.service.js';

const viewer = (auth: AuthContext): Viewer => ({ id: auth.user.id, roles: auth.roles });

/** Spec 3 §7 Users: the people screens' list, the staff roles, the status toggle (rules of §6 in the service). */
@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(
    private readonly query: AdminUsersQuery,
    private readonly users: AdminUsersService,
  ) {}

  @Get()
  @RequirePrivilege('users.view')
  @ApiZodQuery(adminUserListQuerySchema)
  async list(
    @Query({ schema: adminUserListQuerySchema }) q: AdminUserListQuery,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    return this.query.list(q, viewer(auth), locale);
  }

  @Get('admin-roles')
  @RequirePrivilege('users.view')
  adminRoles(@CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    return { roles: this.query.adminRoles(viewer(auth), locale) };
  }

  /** The user drawer (spec 3 §2): the account and its latest orders, tickets, payments, refunds and sessions. */
  @Get(':id')
  @RequirePrivilege('users.view')
  async detail(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    const data = await this.query.detail(id, viewer(auth), locale);
    if (!data) throw new NotFoundError('admin_users.errors.not_found');
    return data;
  }

  /** Spec 3 §7: POST /admin/users (first_name, last_name, email, phone, role, is_active). */
  @Post()
  @RequirePrivilege('users.manage')
  @HttpCode(201)
  @ApiZodBody(adminUserCreateSchema)
  async create(
    @Body({ schema: adminUserCreateSchema }) body: AdminUserCreateInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const id = await this.users.create(viewer(auth), body, locale);
    const user = await this.query.one(id, viewer(auth), locale);
    return withMessage(translator(locale)('admin_users.messages.created'), { user });
  }

  @Put(':id')
  @RequirePrivilege('users.manage')
  @HttpCode(200)
  @ApiZodBody(adminUserUpdateSchema)
  update(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: adminUserUpdateSchema }) body: AdminUserUpdateInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    return this.save(id, body, auth, locale);
  }

  /** Spec 3 §7: the edit is also POST /admin/users/{id} with `_method=PUT` (HTML forms cannot send PUT). */
  @Post(':id')
  @RequirePrivilege('users.manage')
  @HttpCode(200)
  @ApiZodBody(adminUserUpdateSchema)
  updateByPost(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: adminUserUpdateSchema }) body: AdminUserUpdateInput,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    if (body._method?.toUpperCase() !== 'PUT')
      throw new DomainError(400, 'admin_users.errors.method_invalid', { code: 'method_invalid' });
    return this.save(id, body, auth, locale);
  }

  private async save(id: number, body: AdminUserUpdateInput, auth: AuthContext, locale: Locale) {
    await this.users.update(viewer(auth), id, body, locale, auth.session.id);
    const user = await this.query.one(id, viewer(auth), locale);
    return withMessage(translator(locale)('admin_users.messages.updated'), { user });
  }

  @Post(':id/toggle-status')
  @RequirePrivilege('users.manage')
  @HttpCode(200)
  async toggleStatus(@Param('id', ParseIntPipe) id: number, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const user = await this.users.toggleStatus(viewer(auth), id);
    return withMessage(t('admin_users.messages.status_changed'), { user });
  }
}
