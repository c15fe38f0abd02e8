import { usePageContext } from 'vike-react/usePageContext';

/**
 * Which back-office screens this build has (`/admin/<section>` with its own page), from Vike's own
 * list of pages, the same on the server and in the browser. The sidebar and menus offer only these,
 * so a section that another piece of work has not delivered yet never leads to a 404.
 */
export function useAdminSections(): (href: string) => boolean {
  const pageContext = usePageContext();
  const pages = (pageContext.globalContext as { pages?: Record<string, unknown> } | undefined)?.pages;
  const ids = new Set(Object.keys(pages ?? {}));
  return (href: string) => {
    const section = href.replace(/^\/admin\/?/, '').split(/[/?#]/)[0];
    if (!section) return true;
    // without the list (it has always been there), offer everything rather than nothing
    return !pages || ids.has(`/pages/admin/${section}`);
  };
}
