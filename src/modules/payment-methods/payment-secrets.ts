import type { AppSecrets } from '../../common/crypto/keys.js';
import { KEY_PURPOSES } from '../../common/crypto/keys.js';
import { GATEWAY_FIELDS, SECRET_MASK, isGateway } from '../../contracts/payment-methods.js';
import { open, seal } from '../../common/crypto/secret-box.js';

const secretKeys = (gateway: string | null | undefined) =>
  new Set<string>(isGateway(gateway) ? GATEWAY_FIELDS[gateway].filter((f) => f.secret).map((f) => f.key) : []);

/** `••••` and the last four characters: enough to recognise a key, not to use it. */
export const mask = (plain: string) => (plain ? `${SECRET_MASK}${plain.slice(-4)}` : '');

type ConfigSecrets = (
  secrets: AppSecrets,
  code: string,
  gateway: string | null | undefined,
  config: Record<string, string>,
) => Record<string, string>;

/**
 * The config with each non-empty secret value passed through `seal` or `open`. The method's code is
 * authenticated with each secret, so a value copied onto another method does not open there.
 */
const withSecrets =
  (box: typeof seal | typeof open): ConfigSecrets =>
  (secrets, code, gateway, config) => {
    const hidden = secretKeys(gateway);
    return Object.fromEntries(
      Object.entries(config).map(([k, v]) => [
        k,
        hidden.has(k) && v ? box(secrets, KEY_PURPOSES.paymentSecret, v, `${code}:${k}`) : v,
      ]),
    );
  };

export const sealConfig = withSecrets(seal);
export const openConfig = withSecrets(open);

export function maskConfig(
  secrets: AppSecrets,
  code: string,
  gateway: string | null | undefined,
  config: Record<string, string>,
): Record<string, string> {
  const plain = openConfig(secrets, code, gateway, config);
  const hidden = secretKeys(gateway);
  return Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, hidden.has(k) ? mask(v) : v]));
}

export const isSecretKey = (gateway: string | null | undefined, key: string) => secretKeys(gateway).has(key);
