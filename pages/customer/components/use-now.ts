import { useEffect, useState } from 'react';

/**
 * The current time for countdowns. It starts at the server's render time so that the hydrated page
 * matches the HTML, then ticks every minute in the browser.
 */
export function useNow(serverNow: string, everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
