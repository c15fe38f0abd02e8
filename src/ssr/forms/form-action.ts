import type { FormResult } from '../../contracts/form-result.js';
import type { RelayCall } from './form-relay.js';

/** A posted form's fields: one string each (a repeated field keeps its first value). */
export type Fields = Record<string, string>;

export interface FormContext {
  fields: Fields;
  /** The page's query string (e.g. login's `redirect`). */
  query: URLSearchParams;
  /** The groups the page pattern captured (e.g. an order number). */
  params: string[];
}

/** After a success: another page (303), or this page again at its next step (e.g. the two-factor code). */
export type FormOutcome = { redirect: string } | { show: FormResult };

/**
 * A form that also works without JavaScript: the page it is posted to, the API call it stands for, and
 * where the browser goes once it succeeded. A refusal shows the page again with the API's messages.
 */
export interface FormAction {
  form: string;
  page: RegExp;
  call(ctx: FormContext): RelayCall;
  done(answer: unknown, ctx: FormContext): FormOutcome;
  /** The fields shown again after a refusal; secrets (passwords, codes) are never among them. */
  keep: string[];
}

/** An HTML checkbox sends its value only when ticked. */
export const ticked = (fields: Fields, name: string): boolean => fields[name] !== undefined && fields[name] !== '';

/** The field if it was filled in, else nothing (so the API applies its own default). */
export const filled = (fields: Fields, name: string): string | undefined =>
  fields[name]?.trim() ? fields[name] : undefined;

/** The user of a sign-in answer (`user`, or `data.user` as some endpoints nest it). */
export function answerUser(answer: unknown): Record<string, unknown> | null {
  const a = answer as { user?: Record<string, unknown>; data?: { user?: Record<string, unknown> } } | null;
  return a?.user ?? a?.data?.user ?? null;
}
