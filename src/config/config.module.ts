import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ShutdownRegistry } from '../common/shutdown.js';
import { APP_CONFIG, type AppConfig } from './config.js';

@Global()
@Module({})
// biome-ignore lint/complexity/noStaticOnlyClass: a NestJS dynamic module is a decorated class with a static forRoot()
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, ShutdownRegistry],
      exports: [APP_CONFIG, ShutdownRegistry],
    };
  }
}
