import { Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { routeId } from '../../common/http/route-id.js';
import { ApiZodQuery } from '../../common/validation/api-schema.js';
import { myTicketsQuerySchema, type MyTicketsQuery } from '../../contracts/customer.js';
import type { AuthContext } from '../auth/index.js';
import { MyTicketsService } from './my-tickets.service.js';
import type { TFunction } from 'i18next';
import { paged, withMessage } from '../../common/http/envelope.js';
import { Locale, T } from '../../common/http/locale.decorator.js';

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
    return paged(tickets, pagination);
  }

  @Post(':id/claim-prize')
  @HttpCode(200)
  async claim(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    const data = await this.tickets.claimPrize(auth.user.id, routeId(id, NOT_FOUND));
    return withMessage(t('customer_tickets.claim_success'), data);
  }

  @Get(':id/download')
  async download(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @Locale() locale: Locale) {
    const { filename, content } = await this.tickets.pdf(auth.user.id, routeId(id, NOT_FOUND), locale);
    return new StreamableFile(content, {
      type: 'application/pdf',
      disposition: `attachment; filename="${filename}"`,
      length: content.length,
    });
  }
}
