import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter.service.js';

/** Attempt counting (sign-in, codes, contact, purchases) for every module. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
