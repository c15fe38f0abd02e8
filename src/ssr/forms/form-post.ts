import type { Request, Response } from 'express';
import type { FormResult } from '../../contracts/form-result.js';
import { FORM_EXPIRED, FORM_NAME_FIELD } from '../../contracts/form-result.js';
import { csrfVerdict } from '../../modules/auth/index.js';
import { samePageUrl } from '../same-page-url.js';
import type { FormAction, FormContext, Fields } from './form-action.js';
import { relay, type RelayAnswer } from './form-relay.js';
import { FORM_TOKEN_FIELD, type FormTokens } from './form-token.js';

export interface FormPostDeps {
  actions: readonly FormAction[];
  tokens: FormTokens;
  ownOrigin: string;
  /** The visitor's session token (cookie), if any. */
  sessionToken(req: Request): string | undefined;
  /** Shows the page again with what the form said, under this status. */
  show(req: Request, res: Response, result: FormResult, status: number): Promise<void>;
}

/** The form posted to this page: the one its hidden `_form` field names, else the page's only one. */
export function findFormAction(actions: readonly FormAction[], path: string, body: unknown): FormAction | undefined {
  const onPage = actions.filter((a) => a.page.test(path));
  const named = fieldsOf(body)[FORM_NAME_FIELD];
  return named ? onPage.find((a) => a.form === named) : onPage.length === 1 ? onPage[0] : undefined;
}

function fieldsOf(body: unknown): Fields {
  if (!body || typeof body !== 'object') return {};
  const fields: Fields = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

const pick = (fields: Fields, names: string[]) =>
  Object.fromEntries(names.filter((n) => fields[n] !== undefined).map((n) => [n, fields[n]!]));

/** The API's refusal as the page shows it: its message, and the first message of each field. */
function refusal(form: string, values: Fields, answer: RelayAnswer): { result: FormResult; status: number } {
  const body = answer.body as { message?: unknown; error_code?: unknown; errors?: Record<string, unknown> } | null;
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body?.errors ?? {})) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') errors[field] = first;
  }
  // a fault of ours is not the visitor's: the page says so in general words, under a 503
  if (answer.status >= 500)
    return { result: { form, values, errors: {}, message: 'errors.server', status: 503 }, status: 503 };
  const message = typeof body?.message === 'string' && body.message ? body.message : 'errors.server';
  const code = typeof body?.error_code === 'string' ? body.error_code : undefined;
  return {
    result: { form, values, errors, message, status: answer.status, ...(code ? { code } : {}) },
    status: answer.status,
  };
}

/**
 * A form sent by the browser itself (JavaScript off or not loaded yet): checked against forgery (its
 * token is bound to the session, and a page of another site is refused), sent on to the API, then
 * either a redirect (303, so that a reload does not post twice) or the page shown again with the
 * API's French messages.
 */
export async function handleFormPost(
  req: Request,
  res: Response,
  action: FormAction,
  deps: FormPostDeps,
): Promise<void> {
  const fields = fieldsOf(req.body);
  const ctx: FormContext = {
    fields,
    query: new URLSearchParams(req.originalUrl.split('?')[1] ?? ''),
    params: action.page.exec(req.path)?.slice(1) ?? [],
  };
  const values = pick(fields, action.keep);
  const session = deps.sessionToken(req);
  const verdict = csrfVerdict(req, deps.ownOrigin, { bearer: false, cookieSession: !!session });
  if (verdict === 'cross_site' || !deps.tokens.verify(fields[FORM_TOKEN_FIELD], session)) {
    return deps.show(
      req,
      res,
      { form: action.form, values, errors: {}, message: 'errors.form_expired', status: 403, code: FORM_EXPIRED },
      403,
    );
  }
  let answer: RelayAnswer;
  try {
    answer = await relay(req, action.call(ctx), deps.ownOrigin);
  } catch {
    return deps.show(req, res, { form: action.form, values, errors: {}, message: 'errors.server', status: 503 }, 503);
  }
  if (answer.status < 200 || answer.status >= 300) {
    const { result, status } = refusal(action.form, values, answer);
    return deps.show(req, res, result, status);
  }
  for (const cookie of answer.setCookies) res.append('Set-Cookie', cookie);
  const outcome = action.done(answer.body, ctx);
  if ('show' in outcome) return deps.show(req, res, outcome.show, 200);
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, samePageUrl(outcome.redirect));
}
