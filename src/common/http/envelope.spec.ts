import { Controller, Get, Module, Next, Redirect, Res, StreamableFile, type INestApplication } from '@nestjs/common';
import { APP_INTERCEPTOR, NestFactory } from '@nestjs/core';
import type { NextFunction, Response } from 'express';
import request from 'supertest';
import { answer, EnvelopeInterceptor, envelope, isEnvelope, paged, RawResponse, withMessage } from './envelope.js';

@Controller('plain')
class PlainController {
  @Get('object')
  object() {
    return { id: 7, name: 'Lampe' };
  }

  @Get('array')
  async array() {
    return [1, 2];
  }

  @Get('null')
  nothingFound() {
    return null;
  }

  @Get('undefined')
  undefinedValue() {
    return undefined;
  }

  @Get('paged')
  page() {
    return paged([{ id: 1 }], { current_page: 1, per_page: 10, total: 1, last_page: 1 });
  }

  @Get('paged-extra')
  pageWithStats() {
    return paged([], { current_page: 2, per_page: 5, total: 0, last_page: 1 }, { stats: { total: 0 } });
  }

  @Get('message')
  message() {
    return withMessage('Enregistré', { id: 3 });
  }

  @Get('message-only')
  messageOnly() {
    return withMessage('Déconnecté');
  }

  @Get('by-hand')
  byHand() {
    return answer({ data: { count: 2 }, count: 2 });
  }

  @Get('failed-check')
  failedCheck() {
    return answer({ success: false, data: { status: 'degraded' } });
  }

  @Get('text')
  text() {
    return 'User-agent: *';
  }

  @Get('file')
  file() {
    return new StreamableFile(Buffer.from('%PDF'), { type: 'application/pdf' });
  }

  @Get('res')
  res(@Res() res: Response) {
    res.status(200).json({ written: true });
    return { ignored: true };
  }

  @Get('res-passthrough')
  resPassthrough(@Res({ passthrough: true }) res: Response) {
    res.setHeader('X-Kept', '1');
    return { id: 1 };
  }

  @Get('next')
  next(@Next() next: NextFunction) {
    next();
  }

  @Get('redirect')
  @Redirect('/elsewhere', 302)
  redirect() {
    return { url: '/chosen' };
  }
}

@RawResponse()
@Controller('gateway')
class GatewayController {
  @Get()
  wire() {
    return { e_bill: { id: 'B1' } };
  }
}

@Module({
  controllers: [PlainController, GatewayController],
  providers: [{ provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor }],
})
class EnvelopeTestModule {}

let app: INestApplication;
beforeAll(async () => {
  app = await NestFactory.create(EnvelopeTestModule, { logger: false });
  await app.init();
});
afterAll(() => app?.close());

const get = (path: string) => request(app.getHttpServer()).get(path);

describe('EnvelopeInterceptor', () => {
  it('wraps a handler value as { success: true, data }', async () => {
    expect((await get('/plain/object').expect(200)).body).toEqual({ success: true, data: { id: 7, name: 'Lampe' } });
    expect((await get('/plain/array').expect(200)).body).toEqual({ success: true, data: [1, 2] });
    expect((await get('/plain/null').expect(200)).body).toEqual({ success: true, data: null });
  });

  it('sends the helpers’ answers as they built them', async () => {
    expect((await get('/plain/paged')).body).toEqual({
      success: true,
      data: [{ id: 1 }],
      pagination: { current_page: 1, per_page: 10, total: 1, last_page: 1 },
    });
    expect((await get('/plain/paged-extra')).body).toEqual({
      success: true,
      data: [],
      pagination: { current_page: 2, per_page: 5, total: 0, last_page: 1 },
      stats: { total: 0 },
    });
    expect((await get('/plain/message')).body).toEqual({ success: true, message: 'Enregistré', data: { id: 3 } });
    const bare = await get('/plain/message-only');
    expect(bare.body).toEqual({ success: true, message: 'Déconnecté' });
    expect(Object.keys(bare.body)).not.toContain('data');
  });

  it('sends answers with keys of their own as built, whatever their success', async () => {
    expect((await get('/plain/by-hand')).body).toEqual({ success: true, data: { count: 2 }, count: 2 });
    expect((await get('/plain/failed-check')).body).toEqual({ success: false, data: { status: 'degraded' } });
  });

  it('passes through empty answers, text, files and raw routes', async () => {
    const empty = await get('/plain/undefined').expect(200);
    expect(empty.text).toBe('');
    expect((await get('/plain/text')).text).toBe('User-agent: *');
    const pdf = await get('/plain/file').expect('Content-Type', 'application/pdf');
    expect(Buffer.from(pdf.body).toString()).toBe('%PDF');
    expect((await get('/gateway')).body).toEqual({ e_bill: { id: 'B1' } });
  });

  it('keeps out of responses the handler writes itself and of redirects', async () => {
    expect((await get('/plain/res')).body).toEqual({ written: true });
    const kept = await get('/plain/res-passthrough');
    expect(kept.headers['x-kept']).toBe('1');
    expect(kept.body).toEqual({ success: true, data: { id: 1 } });
    expect((await get('/plain/next')).status).toBe(404);
    const moved = await get('/plain/redirect').expect(302);
    expect(moved.headers.location).toBe('/chosen');
  });
});

describe('envelope helpers', () => {
  it('wraps once: an envelope stays as it is', () => {
    const once = envelope({ id: 1 });
    expect(envelope(once)).toBe(once);
    // only the helpers' answers count as envelopes: data that happens to hold `success` is still data
    expect(envelope({ success: true, data: 1 })).toEqual({ success: true, data: { success: true, data: 1 } });
  });

  it('marks their answers without changing their JSON', () => {
    const answer = withMessage('ok', [1]);
    expect(isEnvelope(answer)).toBe(true);
    expect(JSON.stringify(answer)).toBe('{"success":true,"message":"ok","data":[1]}');
    expect(isEnvelope([1])).toBe(false);
    expect(isEnvelope({ data: 1 })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
