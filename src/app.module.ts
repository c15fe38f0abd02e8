import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR, APP_PIPE, RouterModule } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import { ScheduleModule } from '@nestjs/schedule';
import { ormConfig } from '../mikro-orm.config.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { EnvelopeInterceptor } from './common/http/envelope.js';
import { requestLogOptions } from './common/http/log-redaction.js';
import { prettyDestination } from './common/pretty-log.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { CacheModule } from './infra/cache/cache.module.js';
import { EventsModule } from './infra/events/events.module.js';
import { RateLimitModule } from './infra/rate-limit/rate-limit.module.js';
import { MailModule } from './infra/mail/mail.module.js';
import { SmsModule } from './infra/sms/sms.service.js';
import { AuthModule } from './modules/auth/index.js';
import { SocialModule } from './modules/auth/index.js';
import { RealtimeModule } from './infra/realtime/realtime.module.js';
import { CatalogueModule } from './modules/catalogue/index.js';
import { ContactModule } from './modules/contact/index.js';
import { AccessModule } from './modules/access/index.js';
import { AuditModule } from './modules/audit/index.js';
import { DashboardModule } from './modules/dashboard/index.js';
import { DevModule } from './modules/dev/index.js';
import { GeoModule } from './modules/geo/index.js';
import { PaymentMethodsModule } from './modules/payment-methods/index.js';
import { HealthModule } from './modules/health/index.js';
import { LotteriesModule } from './modules/lotteries/index.js';
import { MediaModule } from './modules/media/index.js';
import { MerchantModule } from './modules/merchant/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { SeoModule } from './modules/seo/index.js';
import { OrdersModule } from './modules/orders/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { SettingsModule } from './modules/settings/index.js';
import { RefundsModule } from './modules/refunds/index.js';
import { LedgerModule } from './modules/ledger/index.js';
import { PayoutsModule } from './modules/payouts/index.js';
import { TestimonialsModule } from './modules/testimonials/index.js';
import { ReviewsModule } from './modules/reviews/index.js';
import { SimulatorModule } from './modules/simulator/index.js';
import { ShapSimulatorModule } from './modules/simulator/index.js';
import { UsersModule } from './modules/users/index.js';

@Module({})
// biome-ignore lint/complexity/noStaticOnlyClass: a NestJS dynamic module is a decorated class with a static forRoot()
export class AppModule {
  /** Every feature module's controllers live under /api; pages are rendered by the Vike handler mounted in createApp(). */
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const apiModules = [
      AuthModule,
      SocialModule,
      HealthModule,
      GeoModule,
      CatalogueModule,
      ContactModule,
      UsersModule,
      LotteriesModule,
      OrdersModule,
      PaymentsModule,
      PaymentMethodsModule,
      NotificationsModule,
      MerchantModule,
      SettingsModule,
      TestimonialsModule,
      ReviewsModule,
      RefundsModule,
      LedgerModule,
      PayoutsModule,
      DashboardModule,
      AuditModule,
      AccessModule,
      ...(config.isProduction ? [] : [DevModule]),
    ];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          // JSON lines in production (for a log shipper), one readable line each in development
          pinoHttp: config.isProduction
            ? requestLogOptions(config.logLevel)
            : [requestLogOptions(config.logLevel), prettyDestination()],
        }),
        MikroOrmModule.forRoot({
          ...ormConfig({ clientUrl: databaseUrl, poolMax: config.poolMax }),
          registerRequestContext: true,
        }),
        ScheduleModule.forRoot(),
        EventsModule,
        CacheModule,
        RateLimitModule,
        MailModule,
        SmsModule,
        RealtimeModule,
        SeoModule,
        // resized uploads, outside /api like /uploads itself
        MediaModule,
        // E-Billing's stand-in, outside /api: /simulator/ebilling and the phone page's /simulator/api
        ...(config.paymentGateway === 'simulator' ? [SimulatorModule] : []),
        ...(config.payoutGateway === 'simulator' ? [ShapSimulatorModule] : []),
        ...apiModules,
        RouterModule.register(apiModules.map((module) => ({ path: 'api', module }))),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
      ],
    };
  }
}
