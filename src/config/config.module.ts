import { Global, Module, type DynamicModule } from '@nestjs/common';
import { ShutdownRegistry } from '../common/shutdown.js';
import { APP_CONFIG, type AppConfig } from './config.js';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, ShutdownRegistry],
      exports: [APP_CONFIG, ShutdownRegistry],
    };
  }
}
