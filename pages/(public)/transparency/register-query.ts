import { DRAW_REGISTER_STATUSES, type DrawRegisterStatus } from '../../../src/contracts/transparency.js';

/** The register's filters as the URL and the GET form name them ('' = every raffle). */
export const REGISTER_FILTERS = { status: '', q: '' };

/** The statuses the select offers; "all" is its first, clearing choice. */
export const REGISTER_STATUS_OPTIONS = DRAW_REGISTER_STATUSES.filter(
  (s): s is Exclude<DrawRegisterStatus, 'all'> => s !== 'all',
);

export const REGISTER_PATH = '/transparency';

/** Where the draw verifiers are served (built separately); `?download=1` makes the HTML an attachment. */
export const VERIFIER_HTML_DOWNLOAD = '/api/public/verifier.html?download=1';
export const VERIFIER_TGZ = '/api/public/verifier.tgz';

/** The command line of the npx verifier, for a site served at `origin`. */
export const npxCommand = (origin: string) => `npx --yes ${origin.replace(/\/+$/, '')}${VERIFIER_TGZ} preuve.json`;

/** A long hex value cut to its ends, for the list; the full value stays one click (or a tooltip) away. */
export function shortHex(value: string, keep = 10): string {
  return value.length <= keep * 2 + 1 ? value : `${value.slice(0, keep)}…${value.slice(-keep)}`;
}
