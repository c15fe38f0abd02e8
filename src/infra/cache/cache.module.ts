import { Global, Module } from '@nestjs/common';
import { VersionedCache } from './data-versions.js';

@Global()
@Module({ providers: [VersionedCache], exports: [VersionedCache] })
export class CacheModule {}
