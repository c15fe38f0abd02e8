import type { FieldErrors } from '../../src/common/errors/domain-error.js';
import { ApiError } from '../lib/api.js';

/**
 * A multipart POST to our API with upload progress: fetch cannot report it, XMLHttpRequest's upload
 * events can. Same headers and error shape as `api()` (CSRF header, page language, ApiError).
 */
export function uploadWithProgress<T>(path: string, body: FormData, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (document.documentElement.lang) xhr.setRequestHeader('Accept-Language', document.documentElement.lang);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let payload: { message?: string; errors?: FieldErrors; error_code?: string } | null = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(payload as T);
      } else {
        reject(
          new ApiError({
            status: xhr.status,
            message: payload?.message ?? '',
            errors: payload?.errors,
            code: payload?.error_code,
          }),
        );
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, message: '' }));
    xhr.send(body);
  });
}
