import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth, Public, Verified } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodBody, ApiZodQuery } from '../../common/validation/api-schema.js';
import {
  initiateDirectSchema,
  initiatePaymentSchema,
  payerNameQuerySchema,
  paymentListQuerySchema,
  retryUssdSchema,
  type PayerNameQuery,
  type InitiateDirectInput,
  type InitiatePaymentInput,
  type PaymentListQuery,
  type RetryUssdInput,
} from '../../contracts/payments.js';
import type { AuthContext } from '../auth/index.js';
import { OrdersService } from '../orders/index.js';
import { ReservationIpQuota } from '../orders/index.js';
import { PaymentsService } from './payments.service.js';
import { PayerNames } from './payer-names.js';
import { WalletCheckout } from './wallet-checkout.service.js';
import { formatFCFA } from '../../common/format/money.js';
import { payWithWalletSchema, type PayWithWalletInput } from '../../contracts/wallet.js';
import type { TFunction } from 'i18next';
import { paged, withMessage, answer } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

export const PAYMENT_TOKEN_HEADER = 'x-payment-token';

/** Spec 2 §7 payment calls. Status and USSD retry also answer the login-free confirmation page, by token. */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly orders: OrdersService,
    private readonly payerNames: PayerNames,
    private readonly walletCheckout: WalletCheckout,
  ) {}

  @Post('initiate')
  @HttpCode(201)
  @Verified()
  @UseGuards(ReservationIpQuota)
  @ApiZodBody(initiateDirectSchema)
  async initiateDirect(
    @Body({ schema: initiateDirectSchema }) body: InitiateDirectInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const order = await this.orders.createDirect(auth.user, auth.roles, body);
    return answer({
      redirect_to_payment: true,
      message: t('payments.order_created'),
      data: {
        order_number: order.orderNumber,
        amount: order.totalAmount,
        quantity: order.quantity,
        type: 'product',
        expires_at: order.expiresAt?.toISOString() ?? null,
      },
    });
  }

  @Post('initiate-from-transaction')
  @HttpCode(201)
  @Verified()
  @ApiZodBody(initiatePaymentSchema)
  async initiate(
    @Body({ schema: initiatePaymentSchema }) body: InitiatePaymentInput,
    @CurrentAuth() auth: AuthContext,
    @Req() req: Request,
    @T() t: TFunction,
  ) {
    const data = await this.payments.initiate(auth.user, body, req.ip);
    return withMessage(t('payments.push_sent'), data);
  }

  /** The whole amount of an order awaiting payment, from the buyer's Mbolo balance: paid at once. */
  @Post('pay-with-wallet')
  @HttpCode(200)
  @Verified()
  @ApiZodBody(payWithWalletSchema)
  async payWithWallet(
    @Body({ schema: payWithWalletSchema }) body: PayWithWalletInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    return withMessage(t('wallet.messages.paid'), await this.walletCheckout.pay(auth.user, body.order_number));
  }

  /** Part of an order from the Mbolo balance (all of it, leaving the rest to mobile money), set aside now. */
  @Post('wallet-share')
  @HttpCode(200)
  @Verified()
  @ApiZodBody(payWithWalletSchema)
  async walletShare(
    @Body({ schema: payWithWalletSchema }) body: PayWithWalletInput,
    @CurrentAuth() auth: AuthContext,
    @T() t: TFunction,
  ) {
    const share = await this.walletCheckout.share(auth.user, body.order_number);
    return withMessage(t('wallet.messages.share_set', { amount: formatFCFA(share.wallet_share) }), share);
  }

  /** Who holds the number's mobile-money account, shortened (a typo shows before paying). Before `:id`. */
  @Get('payer-name')
  @ApiZodQuery(payerNameQuerySchema)
  async payerName(@Query({ schema: payerNameQuerySchema }) query: PayerNameQuery, @CurrentAuth() auth: AuthContext) {
    return this.payerNames.lookup(auth.user.id, query);
  }

  /** The status token comes in the X-Payment-Token header: a URL would carry it into logs and proxies. */
  @Get('status/:billId')
  @Public()
  @ApiHeader({
    name: 'X-Payment-Token',
    required: false,
    description: 'status_token of the initiation, for a payer not signed in',
  })
  async status(
    @Param('billId') billId: string,
    @Headers(PAYMENT_TOKEN_HEADER) token: string | undefined,
    @CurrentAuth() auth: AuthContext | undefined,
    @T() t: TFunction,
  ) {
    const data = await this.payments.status(billId.slice(0, 60), auth?.user, token);
    return {
      ...data,
      error_message: data.error_message ? t(data.error_message, { defaultValue: data.error_message }) : null,
    };
  }

  @Post('retry-ussd')
  @Public()
  @HttpCode(200)
  @ApiZodBody(retryUssdSchema)
  async retryUssd(
    @Body({ schema: retryUssdSchema }) body: RetryUssdInput,
    @CurrentAuth() auth: AuthContext | undefined,
    @Req() req: Request,
    @T() t: TFunction,
  ) {
    const data = await this.payments.retryUssd(body, auth?.user, req.ip);
    return withMessage(t('payments.push_resent'), data);
  }

  @Get()
  @ApiZodQuery(paymentListQuerySchema)
  async list(
    @Query({ schema: paymentListQuerySchema }) query: PaymentListQuery,
    @CurrentAuth() auth: AuthContext,
    @Locale() locale: Locale,
  ) {
    const { data, pagination } = await this.payments.list(auth.user, query, locale);
    return paged(data, pagination);
  }

  @Get('stats')
  async stats(@CurrentAuth() auth: AuthContext) {
    return this.payments.stats(auth.user);
  }

  @Get(':id')
  async get(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    return this.payments.get(auth.user, routeId(id, 'payments.errors.not_found'), locale);
  }
}
