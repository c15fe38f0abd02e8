import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { UsersModule } from '../../users/index.js';
import { AuthModule } from '../auth.module.js';
import { jwtOptions } from '../jwt-options.js';
import { SocialAuthController } from './social-auth.controller.js';
import { SocialAuthService } from './social-auth.service.js';

/**
 * Sign-in with Google, Facebook and Apple; SessionsService comes from AuthModule. AuthModule
 * does not export its JwtService, so the same signing settings are registered here: the state cookie
 * and the two-factor challenge must verify wherever AuthModule verifies them.
 */
@Module({
  imports: [
    AuthModule,
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => jwtOptions(config),
    }),
  ],
  controllers: [SocialAuthController],
  providers: [SocialAuthService],
  exports: [SocialAuthService],
})
export class SocialModule {}
