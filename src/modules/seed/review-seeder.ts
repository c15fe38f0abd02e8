import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from '../orders/index.js';
import { Review } from '../reviews/index.js';

/** What demo buyers say, from delighted to disappointed (plain text, as the form would store it). */
const DEMO_REVIEWS: readonly [rating: number, text: string][] = [
  [5, 'Très bon article, conforme à la description. Livré à Libreville en deux jours, merci !'],
  [4, 'Bonne qualité pour le prix. Le vendeur a répondu vite à mes questions.'],
  [5, 'Parfait, je recommande ce vendeur sans hésiter.'],
  [3, 'Correct, mais l’emballage était abîmé à la livraison.'],
  [5, 'Excellent ! Exactement ce que je cherchais.'],
  [4, 'Satisfaite de mon achat, livraison un peu longue vers Franceville.'],
  [2, 'Le produit fonctionne, mais la couleur ne correspond pas aux photos.'],
  [5, 'Rapide, sérieux et bien emballé. Merci Mbolo.'],
];

/**
 * A few published reviews on the demo catalogue: one on each of the first delivered direct orders of the
 * back-office demo (seedAdminDemo first), spread over different products. Idempotent: nothing once any
 * review exists.
 */
export async function seedReviews(em: EntityManager): Promise<number> {
  if (await em.count(Review, {})) return 0;
  const orders = await em.find(
    Order,
    { type: 'product_purchase', status: 'fulfilled' },
    { populate: ['product'], orderBy: { id: 'asc' }, limit: 200 },
  );
  // at most two reviews per product, so that several products show an average
  const perProduct = new Map<number, number>();
  const picked = orders.filter((o) => {
    const n = perProduct.get(o.product.id) ?? 0;
    if (n >= 2) return false;
    perProduct.set(o.product.id, n + 1);
    return true;
  });
  const chosen = picked.slice(0, DEMO_REVIEWS.length);
  await em.transactional(async (tx) => {
    chosen.forEach((order, i) => {
      const [rating, text] = DEMO_REVIEWS[i]!;
      const at = new Date((order.fulfilledAt ?? order.createdAt).getTime() + 86_400_000);
      tx.create(Review, {
        order: order.id,
        product: order.product.id,
        merchant: order.product.merchant.id,
        author: order.user.id,
        rating,
        text,
        status: 'published',
        createdAt: at,
        updatedAt: at,
      });
    });
  });
  return chosen.length;
}
