import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, RequirePrivilege } from '../../common/auth/decorators.js';
import { formatDate } from '../../common/format/dates.js';
import { paged, withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  selfExclusionSchema,
  spendingLimitSchema,
  spendingWatchQuerySchema,
  type SelfExclusionInput,
  type SpendingLimitInput,
  type SpendingWatchQuery as WatchQuery,
} from '../../contracts/buyer-protection.js';
import { pageOf } from '../../contracts/pagination.js';
import type { AuthContext } from '../auth/index.js';
import { BuyerLimitsService } from './buyer-limits.service.js';
import { SpendingWatchQuery } from './spending-watch.query.js';

/** The buyer's own protection on raffle tickets (README "Buyer protection"): a session is enough. */
@ApiTags('customer')
@Controller('user')
export class BuyerProtectionController {
  constructor(private readonly limits: BuyerLimitsService) {}

  @Get('spending-limits')
  async show(@CurrentAuth() auth: AuthContext) {
    return this.limits.view(auth.user.id);
  }

  @Put('spending-limits')
  @ApiZodBody(spendingLimitSchema)
  async setCap(
    @Body({ schema: spendingLimitSchema }) body: SpendingLimitInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const { pending } = await this.limits.setCap(auth.user.id, body.monthly_cap);
    const view = await this.limits.view(auth.user.id);
    const message = pending
      ? t('buyer_protection.cap_pending', { date: formatDate(view.pending_from ?? new Date()) })
      : t('buyer_protection.cap_saved');
    return withMessage(message, view);
  }

  @Post('self-exclusion')
  @HttpCode(200)
  @ApiZodBody(selfExclusionSchema)
  async selfExclude(
    @Body({ schema: selfExclusionSchema }) body: SelfExclusionInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const until = await this.limits.selfExclude(auth.user.id, body.months);
    return withMessage(
      t('buyer_protection.excluded', { date: formatDate(until) }),
      await this.limits.view(auth.user.id),
    );
  }

  /** A social account's owner confirms being 18 or older before their first ticket. */
  @Post('adult-confirmation')
  @HttpCode(200)
  async confirmAdult(@CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    await this.limits.confirmAdult(auth.user.id);
    return withMessage(t('buyer_protection.adult_confirmed'), await this.limits.view(auth.user.id));
  }
}

/** Buyers near their monthly cap, and self-excluded ones, for the back-office. */
@ApiTags('admin')
@Controller('admin/lotteries')
export class SpendingWatchController {
  constructor(private readonly watch: SpendingWatchQuery) {}

  @Get('spending-watch')
  @RequirePrivilege('lotteries.view')
  @ApiZodQuery(spendingWatchQuerySchema)
  async list(@Query({ schema: spendingWatchQuerySchema }) q: WatchQuery) {
    const { rows, total } = await this.watch.list(q);
    return paged(rows, pageOf(total, q.page, q.per_page));
  }
}
