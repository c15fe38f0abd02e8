import { Global, Module } from '@nestjs/common';
import { PublicAnswers } from '../../common/http/public-cache.js';
import { VersionedCache } from './data-versions.js';
import { VersionReads } from './version-reads.js';

@Global()
@Module({
  providers: [VersionedCache, PublicAnswers, VersionReads],
  exports: [VersionedCache, PublicAnswers, VersionReads],
})
export class CacheModule {}
