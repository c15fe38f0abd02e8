import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAuth } from '../../common/auth/decorators.js';
import type { AuthContext } from './auth-context.js';
import { AccountSessionsService } from './account-sessions.service.js';
import type { TFunction } from 'i18next';
import { withMessage } from '../../common/http/envelope.js';
import { T } from '../../common/http/locale.decorator.js';

/** Profile → security: the signed-in devices (spec 2 §2.2, §7 GET /user/sessions, POST /user/sessions/{id}/revoke). */
@ApiTags('profile')
@Controller('user/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Get()
  async list(@CurrentAuth() auth: AuthContext) {
    return this.sessions.list(auth);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  async revoke(@Param('id') id: string, @CurrentAuth() auth: AuthContext, @T() t: TFunction) {
    await this.sessions.revoke(auth, id);
    return withMessage(t('profile.session_revoked'));
  }
}
