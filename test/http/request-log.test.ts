import { Writable } from 'node:stream';
import express from 'express';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { requestLogOptions, serializeRequestForLog } from '../../src/common/http/log-redaction.js';

/** An Express app logging through the application's request-log options into memory. */
function loggedApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = express();
  app.set('query parser', 'simple');
  app.use(pinoHttp({ ...requestLogOptions('info'), stream }));
  app.get('/api/auth/verify-email/:token', (_req, res) => void res.json({ ok: true }));
  app.get('/auth/return', (_req, res) => void res.redirect('/login#two_factor_token=secret-challenge'));
  app.use((_req, res) => void res.status(200).send('page'));
  return { app, lines };
}

describe('request log', () => {
  it('logs the path of a form sent by GET, never its password or e-mail', async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/login?email=a&password=secret').expect(200);
    const log = lines.join('\n');
    expect(log).toContain('"url":"/login"');
    expect(log).not.toContain('secret');
    expect(log).not.toContain('email=a');
  });

  it('redacts secret-named headers and route parameters, and old verification paths', async () => {
    const { app, lines } = loggedApp();
    await request(app)
      .get('/api/auth/verify-email/secret-link-token?code=123456')
      .set('Cookie', 'mbolo_session=secret-cookie')
      .set('Authorization', 'Bearer secret-bearer')
      .set('X-Payment-Token', 'secret-status')
      .set('X-Two-Factor-Token', 'secret-challenge')
      .expect(200);
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/verify-email/[Redacted]');
    expect(log).not.toMatch(/secret|123456/);
  });

  it('writes only the headers it lists: a secret under a name of its own never reaches the log', async () => {
    const { app, lines } = loggedApp();
    await request(app)
      .get('/page')
      .set('User-Agent', 'Tecno Spark')
      .set('Referer', 'https://mbolo.ga/reset-password?identifier=awa@secret.ga')
      .set('X-Wallet-Key', 'secret-under-any-name')
      .set('Cookie', 'mbolo_session=secret-cookie')
      .expect(200);
    const line = JSON.parse(lines.at(-1)!);
    expect(line.req.headers).toEqual({
      host: expect.any(String),
      'user-agent': 'Tecno Spark',
      referer: 'https://mbolo.ga/reset-password',
    });
    expect(line.res).toMatchObject({
      statusCode: 200,
      headers: { 'content-type': expect.stringContaining('text/html') },
    });
    expect(lines.join('\n')).not.toMatch(/secret/);
  });

  it("writes a redirect's address without its fragment or query", async () => {
    const { app, lines } = loggedApp();
    await request(app).get('/auth/return').expect(302);
    const line = JSON.parse(lines.at(-1)!);
    expect(line.res.headers.location).toBe('/login');
    expect(lines.join('\n')).not.toMatch(/secret/);
  });

  it.each(['password', 'new_password', 'code', 'otp', 'token', 'two_factor_token', 'access_token', 'secret', 'pin'])(
    'replaces a parameter named %s',
    (name) => {
      const out = serializeRequestForLog({
        url: `/x?${name}=v`,
        query: { [name]: 'v' },
        params: { [name]: 'v', id: '7' },
        headers: { host: 'h' },
      });
      expect(out).toEqual({ url: '/x', params: { [name]: '[Redacted]', id: '7' }, headers: { host: 'h' } });
    },
  );
});
