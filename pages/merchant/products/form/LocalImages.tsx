import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '../../../../renderer/ui/progress.js';
import { ImageGrid, moved } from './ImageGrid.js';
import { ImageInput, imageProblem } from './ImageInput.js';

export interface LocalImage {
  key: string;
  file: File;
  src: string;
}

/**
 * Images of a product not saved yet: previewed from the device and kept in order; they are sent
 * once the product exists (the upload needs its id), with the progress shown below.
 */
export function LocalImages({
  value,
  onChange,
  progress,
}: {
  value: LocalImage[];
  onChange: (next: LocalImage[]) => void;
  progress: number | null;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const latest = useRef(value);
  latest.current = value;
  useEffect(
    () => () => {
      for (const i of latest.current) URL.revokeObjectURL(i.src);
    },
    [],
  );

  const add = (files: File[]) => {
    const problem = imageProblem(files, value.length);
    setError(problem ? t(problem) : undefined);
    if (problem) return;
    onChange([
      ...value,
      ...files.map((file) => ({
        key: `${file.name}-${file.size}-${Math.random()}`,
        file,
        src: URL.createObjectURL(file),
      })),
    ]);
  };
  const remove = (index: number) => {
    const gone = value[index];
    if (gone) URL.revokeObjectURL(gone.src);
    setError(undefined);
    onChange(value.filter((_, i) => i !== index));
  };

  return (
    <div className="space-y-3">
      <ImageGrid
        images={value}
        busy={progress !== null}
        onMove={(from, to) => onChange(moved(value, from, to))}
        onRemove={remove}
      />
      <ImageInput count={value.length} disabled={progress !== null} onFiles={add} error={error} />
      {progress !== null && <Progress value={progress} label={t('merchant.images.uploading')} className="max-w-md" />}
    </div>
  );
}
