import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from './card.js';

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <h2 className="font-semibold text-neutral-900">{title}</h2>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

export function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-neutral-600">{label}</dt>
          <dd className="mb-1 font-medium break-words text-neutral-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
