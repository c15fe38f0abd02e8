import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_LIMITS } from '../../../../src/contracts/merchant.js';
import { buttonClasses } from '../../../../renderer/ui/button.js';

/** The first problem with adding `files` to `count` images already there (an i18n key), or null. */
export function imageProblem(files: File[], count: number): string | null {
  if (count + files.length > MERCHANT_LIMITS.maxImages) return 'merchant.errors.images_too_many';
  if (files.some((f) => !MERCHANT_LIMITS.imageTypes.includes(f.type))) return 'merchant.errors.image_type';
  if (files.some((f) => f.size > MERCHANT_LIMITS.maxImageBytes)) return 'merchant.errors.image_too_large';
  return null;
}

/** "Ajouter des images": the phone's camera or gallery; the input is cleared so the same file can be picked again. */
export function ImageInput({
  count,
  disabled,
  onFiles,
  error,
}: {
  count: number;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = count >= MERCHANT_LIMITS.maxImages;
  return (
    <div className="space-y-1">
      <label
        htmlFor={id}
        className={buttonClasses(
          { variant: 'secondary', size: 'sm' },
          full || disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer',
        )}
      >
        {t('merchant.images.add')}
      </label>
      <input
        ref={input}
        id={id}
        name="images"
        type="file"
        accept={MERCHANT_LIMITS.imageTypes.join(',')}
        multiple
        disabled={full || disabled}
        className="sr-only"
        aria-describedby={`${id}-hint`}
        data-testid="image-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          if (input.current) input.current.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        {t('merchant.images.hint', { count, max: MERCHANT_LIMITS.maxImages })}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="image-error">
          {error}
        </p>
      )}
    </div>
  );
}
