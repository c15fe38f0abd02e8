/**
 * What a page shows again after the server handled its form without JavaScript: the values sent (never
 * secrets), the first error per field and the overall message, all already in the visitor's language or
 * i18n keys. `form` names the form it belongs to, as the hidden `_form` field did.
 */
export interface FormResult {
  form: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  /** The API's answer status and error code, for pages that tell failures apart. */
  status?: number;
  code?: string;
}

/** The hidden field naming the form, for pages that hold several. */
export const FORM_NAME_FIELD = '_form';

/** The code of a form refused because its anti-forgery token did not match (an old page, another site). */
export const FORM_EXPIRED = 'form_expired';
