import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_LIMITS, type MyReviewDto } from '../../../src/contracts/reviews.js';
import type { OrderSummaryView } from '../../../src/contracts/orders.js';
import { failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { postReview } from '../../../renderer/reviews/reviews-api.js';
import { StarRatingInput } from '../../../renderer/reviews/StarRatingInput.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { TextArea } from '../../../renderer/ui/field.js';
import { toast } from '../../../renderer/ui/toast.js';

/** "Laisser un avis" on a received order: stars (keyboard: arrows) and the buyer's words, published at once. */
export function ReviewOrderDialog({
  order,
  onReviewed,
}: {
  order: OrderSummaryView;
  onReviewed: (review: MyReviewDto | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const local: Record<string, string> = {};
    if (!rating) local.rating = t('reviews.errors.rating_invalid');
    if (!text.trim()) local.text = t('reviews.errors.text_required');
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      const res = await postReview(order.order_number, { rating, text });
      toast.success(res.message);
      setOpen(false);
      onReviewed(res.data);
    } catch (err) {
      const failure = failureOf(err);
      setErrors(serverFieldErrors(failure));
      toast.error(failure.message || t('reviews.form.failed'));
      // already reviewed (elsewhere) or no longer reviewable: the list reloads what is true now
      if (failure.status === 409 || failure.status === 403) {
        setOpen(false);
        onReviewed(null);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('reviews.form.title', { product: order.product.name })}
      description={t('reviews.form.description')}
      trigger={
        <Button size="sm" variant="secondary" data-testid="order-review">
          {t('reviews.form.action')}
        </Button>
      }
    >
      <form
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
        <TextArea
          name="text"
          label={t('reviews.form.text')}
          hint={t('reviews.form.text_hint')}
          maxLength={REVIEW_LIMITS.textMax}
          rows={4}
          required
          value={text}
          error={errors.text}
          onChange={(e) => setText(e.target.value)}
          data-testid="review-text"
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={busy}>
            {t('reviews.form.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="review-submit">
            {t('reviews.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
