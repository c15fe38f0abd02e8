import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../common/auth/decorators.js';
import { Locale } from '../../../common/http/locale.decorator.js';
import { VERIFIER_PACKAGE } from './verifier-package.js';
import { VerifierFiles } from './verifier-files.js';

const CACHE = 'public, max-age=300';

/** The verifiers anyone can download to recompute a draw without us: an offline HTML file and an npx package. */
@ApiTags('results')
@Public()
@Controller('public')
export class VerifierController {
  constructor(private readonly files: VerifierFiles) {}

  @Get('verifier.html')
  html(
    @Locale() locale: Locale,
    @Query('download') download: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { html, policy } = this.files.page(locale);
    res.setHeader('Content-Security-Policy', `${policy}; frame-ancestors 'none'`);
    res.setHeader('Cache-Control', CACHE);
    res.setHeader('Vary', 'Cookie, Accept-Language');
    const body = Buffer.from(html, 'utf8');
    return new StreamableFile(body, {
      type: 'text/html; charset=utf-8',
      length: body.length,
      ...(download !== undefined && { disposition: 'attachment; filename="verificateur-mbolo.html"' }),
    });
  }

  @Get('verifier.tgz')
  async tarball(@Res({ passthrough: true }) res: Response) {
    const body = await this.files.package();
    res.setHeader('Cache-Control', CACHE);
    return new StreamableFile(body, {
      type: 'application/gzip',
      length: body.length,
      disposition: `attachment; filename="${VERIFIER_PACKAGE}.tgz"`,
    });
  }
}
