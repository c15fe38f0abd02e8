import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-header.js';

/**
 * A back-office screen's frame: the centred column and its header (title, purpose, main action;
 * `header` goes under the purpose), then the screen's sections. `roomy` spaces sections wider.
 */
export function AdminPage({
  testId,
  title,
  intro,
  action,
  header,
  roomy,
  children,
}: {
  testId: string;
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  header?: ReactNode;
  roomy?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={roomy ? 'mx-auto max-w-7xl space-y-6' : 'mx-auto max-w-7xl space-y-5'} data-testid={testId}>
      <PageHeader title={title} intro={intro} action={action}>
        {header}
      </PageHeader>
      {children}
    </div>
  );
}
