import { timingSafeEqual } from 'node:crypto';
import {
  Body,
  Catch,
  Controller,
  Get,
  HttpCode,
  Injectable,
  Post,
  Query,
  UseFilters,
  UseGuards,
  type ArgumentsHost,
  type CanActivate,
  type ExceptionFilter,
  type ExecutionContext,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public, SkipCsrf } from '../../common/auth/decorators.js';
import { RawResponse } from '../../common/http/envelope.js';
import { SIMULATOR_CREDENTIALS } from '../../config/gateways.js';
import { authBodySchema, PAYOUT_SYSTEMS, type KycWire, type TokenWire } from '../../infra/shap/shap.wire.js';
import { simulatedKyc } from './kyc-names.js';
import { nationalMsisdn } from './msisdn.js';
import { SHAP_SIM_ERRORS, ShapSimError, ShapSimulatorStore } from './shap-simulator.store.js';
import { pushesQuerySchema } from './simulator.schemas.js';

const TOKEN_LIFETIME_SECONDS = 3600;

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** SHAP answers its refusals as `{error_code, error_description}`, not in our API's error shape. */
@Catch(ShapSimError)
class ShapErrorFilter implements ExceptionFilter {
  catch(error: ShapSimError, host: ArgumentsHost): void {
    host.switchToHttp().getResponse<Response>().status(error.status).json(error.toWire());
  }
}

/** Calls other than `auth` need a bearer token the simulator issued and that has not expired. */
@Injectable()
export class ShapBearerGuard implements CanActivate {
  constructor(private readonly store: ShapSimulatorStore) {}

  canActivate(ctx: ExecutionContext): boolean {
    const header = ctx.switchToHttp().getRequest<Request>().headers.authorization;
    if (header?.startsWith('Bearer ') && this.store.isLiveToken(header.slice(7).trim())) return true;
    throw SHAP_SIM_ERRORS.token();
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** SHAP's merchant payout API, answered in memory (mounted only when PAYOUT_GATEWAY=simulator). */
@ApiExcludeController()
@Public()
@SkipCsrf()
// the gateway's own wire format, not the API's envelope
@RawResponse()
@UseFilters(ShapErrorFilter)
@Controller('simulator/shap')
export class ShapSimulatorController {
  constructor(private readonly store: ShapSimulatorStore) {}

  @Post('auth')
  @HttpCode(200)
  auth(@Body() body: unknown): TokenWire {
    const parsed = authBodySchema.safeParse(body);
    if (!parsed.success) throw SHAP_SIM_ERRORS.invalid(String(parsed.error.issues[0]?.path[0] ?? 'api_id'));
    const { api_id, api_secret } = parsed.data;
    if (!(same(api_id, SIMULATOR_CREDENTIALS.shapApiId) && same(api_secret, SIMULATOR_CREDENTIALS.shapApiSecret)))
      throw SHAP_SIM_ERRORS.credentials();
    return {
      access_token: this.store.issueToken(TOKEN_LIFETIME_SECONDS),
      token_type: 'Bearer',
      expires_in: TOKEN_LIFETIME_SECONDS,
    };
  }

  @Post('payout')
  @HttpCode(200)
  @UseGuards(ShapBearerGuard)
  payout(@Body() body: unknown) {
    return this.store.createPayout(body);
  }

  @Get('payout')
  @UseGuards(ShapBearerGuard)
  find(@Query() query: Record<string, unknown>) {
    const msisdn = text(query.payee_msisdn);
    const reference = text(query.external_reference);
    if (!msisdn) throw SHAP_SIM_ERRORS.invalid('payee_msisdn');
    if (!reference) throw SHAP_SIM_ERRORS.invalid('external_reference');
    return { payout: this.store.findPayout(msisdn, reference) };
  }

  @Get('kyc')
  @UseGuards(ShapBearerGuard)
  kyc(@Query() query: Record<string, unknown>): KycWire {
    const system = text(query.payment_system_name);
    const msisdn = text(query.msisdn);
    if (!system || !(PAYOUT_SYSTEMS as readonly string[]).includes(system))
      throw SHAP_SIM_ERRORS.invalid('payment_system_name');
    if (!msisdn || !/^0\d{8}$/.test(msisdn)) throw SHAP_SIM_ERRORS.invalid('msisdn');
    return simulatedKyc(system, msisdn);
  }

  @Get('balance')
  @UseGuards(ShapBearerGuard)
  balance() {
    return this.store.balance();
  }
}

/** Payouts received by a number, for the simulated phone (/simulator/phone). */
@ApiExcludeController()
@Public()
@Controller('simulator/api/payouts')
export class ShapSimulatorPhoneController {
  constructor(private readonly store: ShapSimulatorStore) {}

  @Get()
  list(@Query({ schema: pushesQuerySchema }) query: { msisdn: string }) {
    const msisdn = nationalMsisdn(query.msisdn);
    return msisdn ? this.store.payoutsTo(msisdn) : [];
  }
}
