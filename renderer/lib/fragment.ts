/**
 * Secrets given to a page in its URL (an e-mail link's token, a payment's status token, a sign-in
 * challenge) travel in the fragment: browsers never send it to a server, in the request or in the
 * Referer, so it reaches neither our logs nor a proxy's. Browser only.
 */
export function readFragment(name: string): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return fragmentParam(window.location.hash, name);
}

/**
 * A value of a fragment such as Vike's `urlParsed.hashOriginal`, which follows client-side navigation.
 * Always undefined on the server, which never sees fragments.
 */
export function fragmentParam(hash: string | null | undefined, name: string): string | undefined {
  if (typeof window === 'undefined' || !hash) return undefined;
  return new URLSearchParams(hash.replace(/^#/, '')).get(name) ?? undefined;
}

/** Reads a one-time value and removes it from the address bar (and so from the history entry). */
export function takeFragment(name: string): string | undefined {
  const value = readFragment(name);
  if (value === undefined) return undefined;
  const rest = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  rest.delete(name);
  const hash = rest.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`,
  );
  return value;
}

/** `url#name=value&…`, empty values left out. */
export function withFragment(url: string, params: Record<string, string | undefined | null>): string {
  const hash = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) hash.set(k, v);
  const s = hash.toString();
  return s ? `${url}#${s}` : url;
}
