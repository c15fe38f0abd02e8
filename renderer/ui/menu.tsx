import { Menu } from '@base-ui/react/menu';
import { isValidElement, type ReactNode } from 'react';
import { buttonClasses } from './button.js';
import { cn } from './cn.js';
import { ChevronDownIcon } from './icons.js';

export interface MenuItemSpec {
  label: ReactNode;
  href?: string;
  onClick?: () => void;
  /** Red text for destructive actions (e.g. "Se déconnecter"). */
  danger?: boolean;
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** An element (e.g. an avatar button) becomes the trigger; other content gets an outline button with a chevron. */
  trigger: ReactNode;
  items: MenuItemSpec[];
  /** Accessible name of the trigger when its content is not text (icon, avatar). */
  label?: string;
  align?: 'start' | 'center' | 'end';
  /** Non-interactive content at the top of the popup (e.g. the signed-in user's name and e-mail). */
  header?: ReactNode;
}

const itemClass = (danger?: boolean) =>
  cn(
    'flex min-h-11 w-full cursor-pointer items-center px-4 text-left text-sm no-underline outline-none select-none',
    'data-highlighted:bg-neutral-100 data-disabled:cursor-not-allowed data-disabled:opacity-50',
    danger ? 'text-red-700' : 'text-neutral-900',
  );

export function DropdownMenu({ trigger, items, label, align = 'end', header }: DropdownMenuProps) {
  return (
    <Menu.Root>
      {isValidElement(trigger) ? (
        <Menu.Trigger render={trigger} aria-label={label} />
      ) : (
        <Menu.Trigger aria-label={label} className={buttonClasses({ variant: 'outline', size: 'sm' }, 'group')}>
          {trigger}
          <ChevronDownIcon size={16} className="transition-transform group-data-popup-open:rotate-180" />
        </Menu.Trigger>
      )}
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} align={align} className="z-50 outline-none">
          <Menu.Popup className="min-w-48 origin-(--transform-origin) rounded-xl border border-neutral-200 bg-white py-1 shadow-lg outline-none transition-[scale,opacity] duration-100 data-ending-style:scale-95 data-ending-style:opacity-0 data-starting-style:scale-95 data-starting-style:opacity-0">
            {header && <div className="border-b border-neutral-200 px-4 py-2">{header}</div>}
            {items.map((item, i) =>
              item.href !== undefined && !item.disabled ? (
                // Client-side routing keeps the page alive, so the menu must close itself on navigation.
                <Menu.LinkItem
                  // biome-ignore lint/suspicious/noArrayIndexKey: the caller's fixed list of items, whose labels are nodes without an id
                  key={i}
                  href={item.href}
                  closeOnClick
                  onClick={item.onClick}
                  className={itemClass(item.danger)}
                >
                  {item.label}
                </Menu.LinkItem>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: the caller's fixed list of items, whose labels are nodes without an id
                <Menu.Item key={i} onClick={item.onClick} disabled={item.disabled} className={itemClass(item.danger)}>
                  {item.label}
                </Menu.Item>
              ),
            )}
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
