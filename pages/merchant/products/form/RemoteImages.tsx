import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, failureOf } from '../../../../renderer/lib/api.js';
import { Progress } from '../../../../renderer/ui/progress.js';
import { toast } from '../../../../renderer/ui/toast.js';
import type { One } from '../../components/merchant-api.js';
import { ImageGrid, moved } from './ImageGrid.js';
import { ImageInput, imageProblem } from './ImageInput.js';
import { uploadImages } from './images-api.js';

/** Images of a saved product: every change (add, reorder, remove) is saved at once. */
export function RemoteImages({
  productId,
  initial,
  readOnly,
}: {
  productId: number;
  initial: string[];
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [images, setImages] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const failed = (err: unknown) => {
    const failure = failureOf(err);
    const message = failure.errors?.images?.[0] ?? failure.message;
    setError(message ? t(message) : t('merchant.images.failed'));
  };

  async function add(files: File[]) {
    const problem = imageProblem(files, images.length);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    setProgress(0);
    try {
      setImages(await uploadImages(productId, files, setProgress));
      toast.success(t('merchant.images.added', { count: files.length }));
    } catch (err) {
      failed(err);
    } finally {
      setProgress(null);
    }
  }

  async function change(run: () => Promise<One<{ images: string[] }>>) {
    setBusy(true);
    setError(undefined);
    try {
      setImages((await run()).data.images);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  const move = (from: number, to: number) =>
    void change(() =>
      api(`/merchant/products/${productId}/images`, { method: 'PUT', body: { images: moved(images, from, to) } }),
    );
  const remove = (index: number) =>
    void change(() => api(`/merchant/products/${productId}/images/${index}`, { method: 'DELETE' }));

  return (
    <div className="space-y-3">
      <ImageGrid
        images={images.map((src) => ({ key: src, src }))}
        busy={busy || progress !== null || readOnly}
        onMove={move}
        onRemove={remove}
      />
      {!readOnly && (
        <ImageInput
          count={images.length}
          disabled={busy || progress !== null}
          onFiles={(f) => void add(f)}
          error={error}
        />
      )}
      {progress !== null && <Progress value={progress} label={t('merchant.images.uploading')} className="max-w-md" />}
    </div>
  );
}
