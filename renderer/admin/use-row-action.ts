import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../lib/api.js';
import { toast } from '../ui/toast.js';

/**
 * One write at a time on a table row: `busy` holds that row's id while the call runs (for its button's
 * spinner), then the answer's message or the server's error shows as a toast.
 */
export function useRowAction() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number, call: () => Promise<{ message: string }>) => {
    setBusy(id);
    try {
      toast.success((await call()).message);
    } catch (err) {
      toast.error(failureOf(err).message || t('errors.generic'));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
