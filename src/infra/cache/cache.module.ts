import { Global, Module } from '@nestjs/common';
import { PublicAnswers } from '../../common/http/public-cache.js';
import { VersionedCache } from './data-versions.js';

@Global()
@Module({ providers: [VersionedCache, PublicAnswers], exports: [VersionedCache, PublicAnswers] })
export class CacheModule {}
