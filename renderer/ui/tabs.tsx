import { Tabs as BaseTabs } from '@base-ui/react/tabs';
import type { ReactNode } from 'react';
import { cn } from './cn.js';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Uncontrolled start tab; defaults to the first one. */
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

export function Tabs({ items, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <BaseTabs.Root
      // SSR cannot know which tab is disabled, so the start tab is spelled out (see Base UI docs).
      defaultValue={value === undefined ? (defaultValue ?? items.find((i) => !i.disabled)?.value) : undefined}
      value={value}
      onValueChange={onValueChange ? (v) => onValueChange(String(v)) : undefined}
      className={cn('flex flex-col gap-4', className)}
    >
      {/* Scrolls sideways rather than wrapping when the labels do not fit a phone's width. */}
      <BaseTabs.List className="relative flex gap-1 overflow-x-auto border-b border-neutral-200">
        {items.map((item) => (
          <BaseTabs.Tab
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="min-h-11 shrink-0 px-3 text-sm font-medium whitespace-nowrap text-neutral-600 hover:text-neutral-900 data-active:text-brand-700 data-disabled:cursor-not-allowed data-disabled:opacity-50"
          >
            {item.label}
          </BaseTabs.Tab>
        ))}
        <BaseTabs.Indicator className="absolute bottom-0 left-0 h-0.5 w-(--active-tab-width) translate-x-(--active-tab-left) bg-brand-700 transition-[translate,width] duration-200" />
      </BaseTabs.List>
      {items.map((item) => (
        <BaseTabs.Panel key={item.value} value={item.value} className="outline-none">
          {item.content}
        </BaseTabs.Panel>
      ))}
    </BaseTabs.Root>
  );
}
