import { Module } from '@nestjs/common';
import { AccessModule } from '../../modules/access/index.js';
import { AuthModule } from '../../modules/auth/index.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ imports: [AuthModule, AccessModule], providers: [RealtimeGateway], exports: [RealtimeGateway] })
export class RealtimeModule {}
