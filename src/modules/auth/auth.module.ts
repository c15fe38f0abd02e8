import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { UsersModule } from '../users/index.js';
import { AccountSecurityAdapter } from './account-security.adapter.js';
import { jwtOptions } from './jwt-options.js';
import { AccountSessionsController } from './account-sessions.controller.js';
import { AccountSessionsService } from './account-sessions.service.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthService } from './auth.service.js';
import { OtpController } from './otp.controller.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionCache } from './session-cache.js';
import { SessionsService } from './sessions.service.js';
import { TokensService } from './tokens.service.js';
import { TwoFactorController } from './two-factor.controller.js';
import { TwoFactorService } from './two-factor.service.js';
import { AccessModule } from '../access/index.js';
import { SettingsModule } from '../settings/index.js';

@Module({
  imports: [
    AccessModule,
    SettingsModule,
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => jwtOptions(config),
    }),
  ],
  controllers: [AuthController, OtpController, AccountSessionsController, TwoFactorController],
  providers: [
    AuthService,
    PasswordResetService,
    SessionsService,
    SessionCache,
    TokensService,
    AccountSessionsService,
    TwoFactorService,
    AccountSecurityAdapter,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionsService, TokensService, AuthService, TwoFactorService, AccountSessionsService],
})
export class AuthModule {}
