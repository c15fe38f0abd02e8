import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, SkipCsrf } from '../../common/auth/decorators.js';
import { RawResponse } from '../../common/http/envelope.js';
import type { TokenWire } from '../../infra/ebilling/ebilling.wire.js';
import { basicCredentials, isSimulatorClient, SimulatorAuthGuard } from './simulator-auth.js';
import { createBillSchema, ussdPushSchema, type CreateBillBody, type UssdPushBody } from './simulator.schemas.js';
import { SimulatorService } from './simulator.service.js';
import { SimulatorStore } from './simulator.store.js';

const TOKEN_LIFETIME_SECONDS = 3600;

/** E-Billing's merchant API, answered in memory (mounted only when PAYMENT_GATEWAY=simulator). */
@ApiExcludeController()
@Public()
@SkipCsrf()
// the gateway's own wire format, not the API's envelope
@RawResponse()
@Controller('simulator/ebilling')
export class EbillingSimulatorController {
  constructor(
    private readonly simulator: SimulatorService,
    private readonly store: SimulatorStore,
  ) {}

  @Post('e_bills')
  @HttpCode(201)
  @UseGuards(SimulatorAuthGuard)
  create(@Body({ schema: createBillSchema }) body: CreateBillBody) {
    return { e_bill: this.simulator.createBill(body) };
  }

  @Get('e_bills/:bill_id')
  @UseGuards(SimulatorAuthGuard)
  get(@Param('bill_id') billId: string) {
    return { e_bill: this.simulator.getBill(billId) };
  }

  /** The day's paid bills (YYYY-MM-DD, Libreville time), as E-Billing's daily report: what the ledger's check compares. */
  @Get('reports/daily')
  @UseGuards(SimulatorAuthGuard)
  daily(@Query('date') date: string) {
    return { date, bills: this.simulator.paidOn(date) };
  }

  @Post('e_bills/:bill_id/ussd_push')
  @HttpCode(202)
  @UseGuards(SimulatorAuthGuard)
  push(@Param('bill_id') billId: string, @Body({ schema: ussdPushSchema }) body: UssdPushBody) {
    this.simulator.pushUssd(billId, body);
    return { message: 'Accepted' };
  }

  /** OAuth2 client credentials (RFC 6749 §4.4), client authenticated by Basic header or form fields. */
  @Post('oauth/token')
  token(@Req() req: Request, @Res() res: Response) {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const basic = basicCredentials(req.headers.authorization);
    const clientId = basic?.user ?? String(form.client_id ?? '');
    const clientSecret = basic?.password ?? String(form.client_secret ?? '');
    res.setHeader('cache-control', 'no-store');
    if (!isSimulatorClient(clientId, clientSecret)) {
      res.setHeader('www-authenticate', 'Basic realm="ebilling"');
      return res.status(401).json({ error: 'invalid_client' });
    }
    if (form.grant_type !== 'client_credentials') return res.status(400).json({ error: 'unsupported_grant_type' });
    const answer: TokenWire = {
      access_token: this.store.issueToken(TOKEN_LIFETIME_SECONDS),
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
    };
    return res.status(200).json(answer);
  }
}
