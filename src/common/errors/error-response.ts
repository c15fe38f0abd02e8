import type { FieldErrors } from './domain-error.js';

export interface ErrorBody {
  success: false;
  message: string;
  errors?: FieldErrors;
  error_code?: string;
}
