import { useTranslation } from 'react-i18next';

export interface NavLinkItem {
  href: string;
  /** i18n key of the link's text */
  key: string;
}

/** A list of navigation links, the current page's marked with aria-current; each bar styles it its own way. */
export function NavLinks<I extends NavLinkItem>({
  items,
  isCurrent,
  className,
  itemClassName,
  linkClassName,
}: {
  items: I[];
  isCurrent: (item: I) => boolean;
  className: string;
  itemClassName?: string;
  linkClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href} className={itemClassName}>
          <a href={item.href} aria-current={isCurrent(item) ? 'page' : undefined} className={linkClassName}>
            {t(item.key)}
          </a>
        </li>
      ))}
    </ul>
  );
}
