import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { OutboxEntryDto } from '../../../src/contracts/outbox.js';

export async function data(pageContext: PageContextServer): Promise<{ messages: OutboxEntryDto[] }> {
  const outbox = pageContext.services.devOutbox;
  if (!outbox) throw render(404);
  return { messages: await outbox.list({ limit: 100 }) };
}
