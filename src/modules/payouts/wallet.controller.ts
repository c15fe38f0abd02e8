import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { TFunction } from 'i18next';
import { CurrentAuth, Verified } from '../../common/auth/decorators.js';
import { withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import { walletQuerySchema, withdrawSchema, type WalletQuery, type WithdrawInput } from '../../contracts/wallet.js';
import type { AuthContext } from '../auth/index.js';
import { WalletService } from './wallet.service.js';

/** The signed-in user's Mbolo balance and its withdrawals to mobile money. */
@ApiTags('user')
@Controller('user/wallet')
export class WalletController {
  constructor(private readonly wallet: WalletService) {}

  @Get()
  @ApiZodQuery(walletQuerySchema)
  async view(
    @Query({ schema: walletQuerySchema }) query: WalletQuery,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    return this.wallet.view(auth.user.id, query, locale);
  }

  @Post('withdraw')
  @HttpCode(201)
  @Verified()
  @ApiZodBody(withdrawSchema)
  async withdraw(
    @Body({ schema: withdrawSchema }) body: WithdrawInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const payout = await this.wallet.withdraw(auth.user.id, body);
    const outcome = payout.status === 'paid' ? 'paid' : payout.status === 'failed' ? 'failed' : 'processing';
    return withMessage(t(`wallet.messages.withdrawal_${outcome}`), payout);
  }
}
