import { Accordion as BaseAccordion } from '@base-ui/react/accordion';
import type { ReactNode } from 'react';
import { cn } from './cn.js';
import { ChevronDownIcon } from './icons.js';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Id of the item open at first. */
  defaultOpen?: string;
  className?: string;
}

/** One panel open at a time (FAQ style). Closed panels stay findable by the browser's page search. */
export function Accordion({ items, defaultOpen, className }: AccordionProps) {
  return (
    <BaseAccordion.Root
      defaultValue={defaultOpen === undefined ? undefined : [defaultOpen]}
      hiddenUntilFound
      className={cn('divide-y divide-neutral-200 rounded-xl border border-neutral-200 bg-white', className)}
    >
      {items.map((item) => (
        <BaseAccordion.Item key={item.id} value={item.id}>
          <BaseAccordion.Header className="m-0">
            <BaseAccordion.Trigger className="group flex min-h-12 w-full items-center justify-between gap-4 px-4 py-3 text-left text-base font-medium text-neutral-900 hover:bg-neutral-50">
              {item.title}
              <ChevronDownIcon className="shrink-0 text-neutral-500 transition-transform duration-150 group-data-panel-open:rotate-180" />
            </BaseAccordion.Trigger>
          </BaseAccordion.Header>
          <BaseAccordion.Panel className="h-(--accordion-panel-height) overflow-hidden transition-[height] duration-150 ease-out data-ending-style:h-0 data-starting-style:h-0">
            <div className="px-4 pb-4 text-sm text-neutral-700">{item.content}</div>
          </BaseAccordion.Panel>
        </BaseAccordion.Item>
      ))}
    </BaseAccordion.Root>
  );
}
