import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../types.js';
import { DropdownMenu, type MenuItemSpec } from '../ui/menu.js';
import { ChevronDownIcon } from '../ui/icons.js';
import { UserAvatar } from './UserAvatar.js';

/** The avatar button and its menu, headed by the user's name and e-mail (same in every area). */
export function UserMenu({
  user,
  items,
  showName = false,
}: {
  user: SessionUser;
  items: MenuItemSpec[];
  showName?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      // holds the first name shown beside the avatar (label in name); the avatar's initials are drawn, not text
      label={t('customer.menu.label', { name: user.name })}
      header={
        <div className="min-w-0" data-testid="user-menu-header">
          <p className="truncate text-sm font-semibold text-neutral-900">{user.name}</p>
          <p className="truncate text-xs text-neutral-600">{user.email}</p>
        </div>
      }
      trigger={
        <button
          type="button"
          className="group inline-flex min-h-11 items-center gap-2 rounded-full p-1 pr-2 hover:bg-neutral-100"
          data-testid="user-menu"
        >
          <UserAvatar user={user} size={32} />
          {showName && (
            <span className="hidden max-w-32 truncate text-sm font-medium text-neutral-800 sm:inline">
              {user.first_name}
            </span>
          )}
          <ChevronDownIcon
            size={16}
            className="text-neutral-500 transition-transform group-data-popup-open:rotate-180"
          />
        </button>
      }
      items={items}
    />
  );
}
