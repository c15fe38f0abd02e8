/** A product's small photo in an admin list, or an empty block of the same size when it has none. */
export function ProductThumb({ src, rounded }: { src: string | null; rounded: 'rounded-md' | 'rounded-lg' }) {
  return src ? (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      className={`size-10 shrink-0 ${rounded} object-cover`}
      loading="lazy"
    />
  ) : (
    <span className={`size-10 shrink-0 ${rounded} bg-neutral-100`} aria-hidden="true" />
  );
}
