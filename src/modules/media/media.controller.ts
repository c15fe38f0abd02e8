import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/decorators.js';
import { NotFoundError } from '../../common/errors/domain-error.js';
import { MediaService } from './media.service.js';

/** Names that are not unique to their content are re-checked now and then (ETag) rather than kept for a year. */
const SHORT_CACHE = 'public, max-age=3600';
const FOREVER = 'public, max-age=31536000, immutable';

@ApiExcludeController()
@Public()
@Controller('media')
export class MediaController {
  constructor(private readonly media: MediaService) {}

  /** `/media/w/320/products/<name>.webp`: the upload `/uploads/products/<name>.webp`, 320 px wide at most. */
  @Get('w/:width/*path')
  async resized(
    @Param('width') width: string,
    @Param('path') path: string | string[],
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const key = Array.isArray(path) ? path.join('/') : path;
    const image = await this.media.resized(/^\d{1,4}$/.test(width) ? Number(width) : NaN, key);
    res.setHeader('Cache-Control', image.immutable ? FOREVER : SHORT_CACHE);
    res.setHeader('ETag', image.etag);
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(image.etag)) return void res.status(304).end();
    await new Promise<void>((done, fail) =>
      res.sendFile(
        image.file,
        { root: image.cacheRoot, dotfiles: 'deny', etag: false, lastModified: false, cacheControl: false },
        (err) => (err ? fail(err) : done()),
      ),
    ).catch((err) => {
      // removed between the check and the send: the usual 404, if nothing was sent yet; otherwise the
      // client went away mid-answer and there is no one left to tell
      if (!res.headersSent) throw new NotFoundError();
      res.destroy(err instanceof Error ? err : undefined);
    });
  }
}
