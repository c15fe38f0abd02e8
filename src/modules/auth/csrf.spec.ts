import { csrfVerdict, originOf } from './csrf.js';

const OWN = 'https://mbolo.ga';
const none = { bearer: false, cookieSession: false };
const cookie = { bearer: false, cookieSession: true };
const post = (headers: Record<string, string> = {}) => ({ method: 'POST', headers });

describe('csrfVerdict', () => {
  it('refuses an unsafe request from another site, with or without a session', () => {
    expect(csrfVerdict(post({ origin: 'https://evil.example' }), OWN, none)).toBe('cross_site');
    expect(csrfVerdict(post({ origin: 'null' }), OWN, none)).toBe('cross_site');
    expect(csrfVerdict(post({ 'sec-fetch-site': 'cross-site' }), OWN, none)).toBe('cross_site');
    expect(csrfVerdict({ method: 'DELETE', headers: { origin: 'http://mbolo.ga' } }, OWN, cookie)).toBe('cross_site');
  });

  it('lets through our own pages, API clients and headers other sites cannot send', () => {
    expect(csrfVerdict(post({ origin: OWN }), OWN, none)).toBe('ok');
    expect(csrfVerdict(post(), OWN, none)).toBe('ok');
    expect(csrfVerdict(post({ origin: 'https://evil.example' }), OWN, { bearer: true, cookieSession: false })).toBe(
      'ok',
    );
    expect(csrfVerdict(post({ 'x-requested-with': 'XMLHttpRequest' }), OWN, cookie)).toBe('ok');
    expect(csrfVerdict({ method: 'GET', headers: { origin: 'https://evil.example' } }, OWN, cookie)).toBe('ok');
  });

  it('still wants X-Requested-With on a cookie-authenticated write, even from our own origin', () => {
    expect(csrfVerdict(post(), OWN, cookie)).toBe('missing_header');
    expect(csrfVerdict(post({ origin: OWN }), OWN, cookie)).toBe('missing_header');
  });

  it('reads the origin of APP_URL', () => {
    expect(originOf('https://mbolo.ga/')).toBe('https://mbolo.ga');
    expect(originOf('http://127.0.0.1:3000/app')).toBe('http://127.0.0.1:3000');
  });
});
