import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_PIPE, RouterModule } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { LoggerModule } from 'nestjs-pino';
import { ScheduleModule } from '@nestjs/schedule';
import { ormConfig } from '../mikro-orm.config.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { requestLogOptions } from './common/http/log-redaction.js';
import { createValidationPipe } from './common/validation/validation.pipe.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import { CacheModule } from './infra/cache/cache.module.js';
import { EventsModule } from './infra/events/events.module.js';
import { MailModule } from './infra/mail/mail.module.js';
import { SmsModule } from './infra/sms/sms.service.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { SocialModule } from './modules/auth/social/social.module.js';
import { RealtimeModule } from './infra/realtime/realtime.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { AccessModule } from './modules/access/access.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { DevModule } from './modules/dev/dev.module.js';
import { GeoModule } from './modules/geo/geo.module.js';
import { PaymentMethodsModule } from './modules/payment-methods/payment-methods.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { LotteriesModule } from './modules/lotteries/lotteries.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { MerchantModule } from './modules/merchant/merchant.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { SeoModule } from './modules/seo/seo.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { RefundsModule } from './modules/refunds/refunds.module.js';
import { TestimonialsModule } from './modules/testimonials/testimonials.module.js';
import { SimulatorModule } from './modules/simulator/simulator.module.js';
import { ShapSimulatorModule } from './modules/simulator/shap-simulator.module.js';
import { UsersModule } from './modules/users/users.module.js';

@Module({})
// biome-ignore lint/complexity/noStaticOnlyClass: a NestJS dynamic module is a decorated class with a static forRoot()
export class AppModule {
  /** Every feature module's controllers live under /api; pages are rendered by the Vike handler mounted in createApp(). */
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    const apiModules = [AuthModule, SocialModule, HealthModule, GeoModule, CatalogueModule, ContactModule, UsersModule, LotteriesModule, OrdersModule, PaymentsModule, PaymentMethodsModule, NotificationsModule, MerchantModule, SettingsModule, TestimonialsModule, RefundsModule, DashboardModule, AuditModule, AccessModule, ...(config.isProduction ? [] : [DevModule])];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: { ...requestLogOptions(config.logLevel), transport: undefined },
        }),
        MikroOrmModule.forRoot({ ...ormConfig({ clientUrl: databaseUrl, poolMax: config.poolMax }), registerRequestContext: true }),
        ScheduleModule.forRoot(),
        EventsModule,
        CacheModule,
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
      ],
    };
  }
}
