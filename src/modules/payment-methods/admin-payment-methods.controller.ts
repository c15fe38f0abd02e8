import { Body, Controller, HttpCode, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';
import { ApiZodBody } from '../../common/validation/api-schema.js';
import { updatePaymentMethodSchema, type UpdatePaymentMethodInput } from '../../contracts/payment-methods.js';
import { GrantsService } from '../access/index.js';
import type { AuthContext } from '../auth/index.js';
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
  async update(
    @Param('id', ParseIntPipe) id: number,
    @Body({ schema: updatePaymentMethodSchema }) body: UpdatePaymentMethodInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    if (this.methods.changesConfig(body) && !(await this.grants.has(auth.roles, 'settings.payment_secrets'))) {
      throw new DomainError(403, 'errors.forbidden', { code: 'forbidden' });
    }
    const data = await this.methods.update(id, body);
    const key =
      body.config !== undefined ? 'payment_methods.messages.config_saved' : 'payment_methods.messages.status_saved';
    return withMessage(t(key), { payment_methods: data });
  }

  @Post(':id/test')
  @HttpCode(200)
  @RequirePrivilege('settings.payment_secrets')
  async test(@Param('id', ParseIntPipe) id: number, @T() t: TFunction) {
    const result = await this.methods.test(id);
    return withMessage(t(result.message), { ok: result.ok });
  }
}
