import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductImage } from '../../../../renderer/catalogue/ProductImage.js';
import { cn } from '../../../../renderer/ui/cn.js';

/** Main image plus up to 4 thumbnails (spec 2 §2.1); a thumbnail shows its image in the main frame. */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const thumbs = images.slice(0, 4);
  return (
    <div className="flex flex-col gap-3" data-testid="product-gallery">
      <ProductImage
        src={images[current]}
        alt={title}
        eager
        sizes="(max-width: 768px) 100vw, 600px"
        width={600}
        height={600}
        className="aspect-square w-full rounded-2xl border border-neutral-200"
      />
      {thumbs.length > 1 && (
        <ul className="grid grid-cols-4 gap-2">
          {thumbs.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t('product.show_image', { n: i + 1 })}
                aria-pressed={current === i}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2',
                  current === i ? 'border-brand-600' : 'border-transparent',
                )}
              >
                <ProductImage
                  src={src}
                  alt=""
                  sizes="(max-width: 768px) 25vw, 150px"
                  width={150}
                  height={150}
                  className="aspect-square w-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
