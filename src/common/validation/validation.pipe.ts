import '../../contracts/zod-locale.js';
import { StandardSchemaValidationPipe } from '@nestjs/common';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { ValidationFailedError, type FieldErrors } from '../errors/domain-error.js';

export function issuesToFieldErrors(issues: readonly StandardSchemaV1.Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.map((s) => String(typeof s === 'object' && s !== null ? s.key : s)).join('.') || '_';
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

/** Validates every `@Body({ schema })`, `@Query({ schema })`… with zod; failures become 422 with field errors. */
export function createValidationPipe(): StandardSchemaValidationPipe {
  return new StandardSchemaValidationPipe({
    transform: true,
    exceptionFactory: (issues) => new ValidationFailedError(issuesToFieldErrors(issues)),
  });
}
