import { InfoIcon } from '../ui/icons.js';

/** A tinted box of short instructions; `ordered` numbers them (USSD steps). */
export function InstructionBox({
  title,
  items,
  ordered = false,
  testId,
}: {
  title: string;
  items: string[];
  ordered?: boolean;
  testId?: string;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="rounded-xl border border-ocean-100 bg-ocean-50 p-4 text-sm text-ocean-800" data-testid={testId}>
      <h2 className="mb-2 flex items-center gap-2 font-semibold">
        <InfoIcon size={18} />
        {title}
      </h2>
      <List className={ordered ? 'list-decimal space-y-1 pl-5' : 'list-disc space-y-1 pl-5'}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}
