import { fragmentParam, withFragment } from './fragment.js';

describe('URL fragments for secrets', () => {
  it('puts the values after #, leaving the path and query as they were', () => {
    expect(withFragment('/payment/confirmation?bill_id=EB1', { token: 'a b/c' })).toBe(
      '/payment/confirmation?bill_id=EB1#token=a+b%2Fc',
    );
    expect(withFragment('/login', { two_factor_token: undefined })).toBe('/login');
  });

  it('reads nothing on the server, which never receives fragments', () => {
    expect(fragmentParam('#token=abc', 'token')).toBeUndefined();
  });
});
