import { samePageUrl } from './same-page-url.js';

describe('samePageUrl', () => {
  it('keeps a page path and its query', () => {
    expect(samePageUrl('/login?redirect=%2Fcustomer')).toBe('/login?redirect=%2Fcustomer');
    expect(samePageUrl('/')).toBe('/');
  });

  it('never answers with a URL another host could be read from', () => {
    expect(samePageUrl('//evil.example/x')).toBe('/');
    expect(samePageUrl('/\\evil.example')).toBe('/');
    expect(samePageUrl('https://evil.example/')).toBe('/');
  });
});
