import { useTranslation } from 'react-i18next';
import { ADMIN_NAV, ADMIN_SUBPAGES, isActive, type NavLink } from './admin-nav.js';

type Crumb = { label: string; href?: string };

/** The crumbs of a sidebar section (with its group) and of what lies below it. */
function sectionCrumbs(path: string, t: (k: string) => string): Crumb[] {
  for (const item of ADMIN_NAV) {
    const links = 'group' in item ? item.links : [item];
    const hit = links.find((l) => isActive(path, l.href));
    if (!hit) continue;
    const crumbs: Crumb[] = 'group' in item ? [{ label: t(`admin_shell.nav.group_${item.group}`) }] : [];
    return [...crumbs, ...below(hit, path, t)];
  }
  const sub = ADMIN_SUBPAGES.find((s) => isActive(path, s.href));
  if (!sub) return [];
  const parent = ADMIN_NAV.find((i): i is NavLink => !('group' in i) && i.href === sub.parent);
  return [
    ...(parent ? [{ label: t(`admin_shell.nav.${parent.key}`), href: parent.href }] : []),
    ...below(sub, path, t),
  ];
}

function below(hit: NavLink, path: string, t: (k: string) => string): Crumb[] {
  const crumbs: Crumb[] = [{ label: t(`admin_shell.nav.${hit.key}`), href: path === hit.href ? undefined : hit.href }];
  if (path !== hit.href) crumbs.push({ label: decodeURIComponent(path.slice(hit.href.length + 1)) });
  return crumbs;
}

/** Administration / [group] / section: where the page sits in the sidebar. */
export function AdminBreadcrumb({ path }: { path: string }) {
  const { t } = useTranslation();
  const crumbs: Crumb[] = [{ label: t('admin_shell.title'), href: '/admin/dashboard' }, ...sectionCrumbs(path, t)];
  return (
    <nav
      aria-label={t('admin_shell.breadcrumb')}
      className="border-b border-neutral-200 bg-white px-4 py-2 sm:px-6"
      data-testid="admin-breadcrumb"
    >
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-sm text-neutral-600">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed path, never reordered, where a group and its section may share a label
            <li key={i} className="flex min-w-0 items-center gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="truncate font-semibold text-neutral-900">
                  {c.label}
                </span>
              ) : c.href ? (
                <a href={c.href} className="truncate text-neutral-600">
                  {c.label}
                </a>
              ) : (
                <span className="truncate">{c.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
