export type FieldErrors = Record<string, string[]>;

/**
 * A failure the user can act on. `message` is an i18n key (or literal French text) resolved by the
 * error filter into the request's language; `errors` carries field-level messages (already resolved keys).
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 502 | 503,
    readonly messageKey: string,
    readonly options: { params?: Record<string, unknown>; errors?: FieldErrors; code?: string } = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(messageKey = 'errors.not_found', params?: Record<string, unknown>) {
    super(404, messageKey, { params, code: 'not_found' });
  }
}

export class ValidationFailedError extends DomainError {
  constructor(errors: FieldErrors, messageKey = 'errors.validation') {
    super(422, messageKey, { errors, code: 'validation_failed' });
  }
}

export class ConflictError extends DomainError {
  constructor(messageKey: string, params?: Record<string, unknown>) {
    super(409, messageKey, { params, code: 'conflict' });
  }
}
