import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { updatePaymentMethodSchema, type UpdatePaymentMethodInput } from '../../contracts/payment-methods.js';
import { GrantsService } from '../access/grants.service.js';
import type { AuthContext } from '../auth/auth-context.js';
import { PaymentMethodsService } from './payment-methods.service.js';

/** Spec 3 §7 PUT /admin/settings/payment-methods/{id} and the gateway's connection test. */
@ApiTags('admin')
@Controller('admin/settings/payment-methods')
export class AdminPaymentMethodsController {
  constructor(
    private readonly methods: PaymentMethodsService,
    private readonly grants: GrantsService,
  ) {}

  /** The switch needs settings.update; the gateway's keys also settings.payment_secrets. */
  @Put(':id')
  @RequirePrivilege('settings.update')
  @ApiZodBody(updatePaymentMethodSchema)
  async update(@Param('id', ParseIntPipe) id: number, @Body({ schema: updatePaymentMethodSchema }) body: UpdatePaymentMethodInput, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    if (this.methods.changesConfig(body) && !(await this.grants.has(auth.roles, 'settings.payment_secrets'))) {
      throw new DomainError(403, 'errors.forbidden', { code: 'forbidden' });
    }
    const data = await this.methods.update(id, body);
    const key = body.config !== undefined ? 'payment_methods.messages.config_saved' : 'payment_methods.messages.status_saved';
    return { success: true, message: translator(requestLocale(req))(key), data: { payment_methods: data } };
  }

  @Post(':id/test')
  @HttpCode(200)
  @RequirePrivilege('settings.payment_secrets')
  async test(@Param('id', ParseIntPipe) id: number, @Req() req: Request) {
    const result = await this.methods.test(id);
    return { success: true, message: translator(requestLocale(req))(result.message), data: { ok: result.ok } };
  }
}
