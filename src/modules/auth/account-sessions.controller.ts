import { Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentAuth } from '../../common/auth/decorators.js';
import { requestLocale } from '../../common/http/request-locale.js';
import { translator } from '../../common/i18n/server-i18n.js';
import type { AuthContext } from './auth-context.js';
import { AccountSessionsService } from './account-sessions.service.js';

/** Profile → security: the signed-in devices (spec 2 §2.2, §7 GET /user/sessions, POST /user/sessions/{id}/revoke). */
@ApiTags('profile')
@Controller('user/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Get()
  async list(@CurrentAuth() auth: AuthContext) {
    return { success: true, data: await this.sessions.list(auth) };
  }

  @Post(':id/revoke')
  @HttpCode(200)
  async revoke(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @Req() req: Request) {
    await this.sessions.revoke(auth, id);
    return { success: true, message: translator(requestLocale(req))('profile.session_revoked') };
  }
}
