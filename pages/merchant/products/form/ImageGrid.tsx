import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../renderer/ui/badge.js';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../../renderer/ui/icons.js';

export interface GridImage {
  key: string;
  src: string;
}

const tool =
  'inline-flex size-9 items-center justify-center rounded-lg bg-white/90 text-neutral-900 shadow hover:bg-white disabled:opacity-40';

/** Thumbnails in order, the first marked as main; each can move one step or be removed. */
export function ImageGrid({
  images,
  busy,
  onMove,
  onRemove,
}: {
  images: GridImage[];
  busy?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-5" data-testid="image-grid">
      {images.map((img, i) => (
        <li
          key={img.key}
          className="relative overflow-hidden rounded-xl border border-neutral-200 bg-neutral-50"
          data-testid="image-item"
        >
          <img
            src={img.src}
            alt={t('merchant.images.alt', { n: i + 1 })}
            className="aspect-square w-full object-cover"
          />
          {i === 0 && (
            <Badge tone="brand" className="absolute top-2 left-2" data-testid="main-image">
              {t('merchant.images.main')}
            </Badge>
          )}
          <div className="absolute inset-x-0 bottom-0 flex justify-between gap-1 bg-gradient-to-t from-black/40 p-1.5">
            <div className="flex gap-1">
              <button
                type="button"
                className={tool}
                disabled={busy || i === 0}
                onClick={() => onMove(i, i - 1)}
                aria-label={t('merchant.images.move_before', { n: i + 1 })}
              >
                <ChevronLeftIcon size={18} />
              </button>
              <button
                type="button"
                className={tool}
                disabled={busy || i === images.length - 1}
                onClick={() => onMove(i, i + 1)}
                aria-label={t('merchant.images.move_after', { n: i + 1 })}
              >
                <ChevronRightIcon size={18} />
              </button>
            </div>
            <button
              type="button"
              className={`${tool} text-red-700`}
              disabled={busy}
              onClick={() => onRemove(i)}
              aria-label={t('merchant.images.remove', { n: i + 1 })}
              data-testid="remove-image"
            >
              <CloseIcon size={18} />
            </button>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
