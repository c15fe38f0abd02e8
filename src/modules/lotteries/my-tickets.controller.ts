import { Controller, Get, HttpCode, Param, Post, Query, Req, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { translator } from '../../common/i18n/server-i18n.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { myTicketsQuerySchema, type MyTicketsQuery } from '../../contracts/customer.js';
import type { AuthContext } from '../auth/auth-context.js';
import { MyTicketsService } from './my-tickets.service.js';

const NOT_FOUND = 'customer_tickets.errors.not_found';

/** The signed-in user's tickets. Paths live beside POST /tickets/purchase (another controller, same prefix). */
@ApiTags('tickets')
@Controller('tickets')
export class MyTicketsController {
  constructor(private readonly tickets: MyTicketsService) {}

  @Get('my-tickets')
  @ApiZodQuery(myTicketsQuerySchema)
  async list(@Query({ schema: myTicketsQuerySchema }) query: MyTicketsQuery, @CurrentAuth() auth: AuthContext) {
    const { tickets, pagination } = await this.tickets.list(auth.user.id, query);
    return { success: true, data: tickets, pagination };
  }

  @Post(':id/claim-prize')
  @HttpCode(200)
  async claim(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const data = await this.tickets.claimPrize(auth.user.id, routeId(id, NOT_FOUND));
    return { success: true, message: translator(requestLocale(req))('customer_tickets.claim_success'), data };
  }

  @Get(':id/download')
  async download(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    const { filename, content } = await this.tickets.pdf(auth.user.id, routeId(id, NOT_FOUND), requestLocale(req));
    return new StreamableFile(content, { type: 'application/pdf', disposition: `attachment; filename="${filename}"`, length: content.length });
  }
}
