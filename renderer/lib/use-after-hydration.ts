import { useEffect, useState, type ComponentType } from 'react';

/**
 * A component fetched only in the browser, once the page has hydrated: the server renders nothing in its
 * place and neither does the first client render, so the two agree (React.lazy would suspend the server
 * render and make React redo the whole boundary). Until it arrives the caller shows nothing.
 */
export function useAfterHydration<P extends object>(
  load: () => Promise<ComponentType<P>>,
  enabled = true,
): ComponentType<P> | null {
  const [component, setComponent] = useState<ComponentType<P> | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loader is a module import, the same every render; once loaded there is nothing to run again
  useEffect(() => {
    if (!enabled || component) return;
    let live = true;
    void load().then((c) => live && setComponent(() => c));
    return () => {
      live = false;
    };
    // the loader is a module import: the same every render
  }, [enabled]);
  return component;
}
