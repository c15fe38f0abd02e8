import { uploadWithProgress } from '../../../../renderer/merchant/upload.js';
import type { One } from '../../components/merchant-api.js';

/** Adds files to the product's images in their order (multipart field `images`); returns the new list. */
export async function uploadImages(
  productId: number,
  files: File[],
  onProgress: (percent: number) => void,
): Promise<string[]> {
  const form = new FormData();
  for (const f of files) form.append('images', f, f.name);
  const res = await uploadWithProgress<One<{ images: string[] }>>(
    `/merchant/products/${productId}/images`,
    form,
    onProgress,
  );
  return res.data.images;
}
