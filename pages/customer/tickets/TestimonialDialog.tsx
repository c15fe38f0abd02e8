import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createTestimonialSchema, TESTIMONIAL_LIMITS } from '../../../src/contracts/testimonials.js';
import { api, failureOf, serverFieldErrors } from '../../../renderer/lib/api.js';
import { Button } from '../../../renderer/ui/button.js';
import { Dialog } from '../../../renderer/ui/dialog.js';
import { TextArea } from '../../../renderer/ui/field.js';
import { cn } from '../../../renderer/ui/cn.js';
import { toast } from '../../../renderer/ui/toast.js';

type Errors = Partial<Record<'message' | 'rating', string>>;

/** The winner's testimonial: a 1–5 rating and a few words, sent once; `onLeft` hides the offer afterwards. */
export function TestimonialDialog({ ticketId, onLeft }: { ticketId: number; onLeft: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(5);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createTestimonialSchema.safeParse({ message, rating });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= t(issue.message);
      return setErrors(next);
    }
    setErrors({});
    setSending(true);
    try {
      const res = await api<{ message: string }>(`/tickets/${ticketId}/testimonial`, {
        method: 'POST',
        body: parsed.data,
      });
      toast.success(res.message);
      setOpen(false);
      onLeft();
    } catch (err) {
      const failure = failureOf(err);
      if (failure.status === 422) setErrors(serverFieldErrors(failure));
      else {
        toast.error(
          failure.message && failure.status !== 0 && failure.status < 500
            ? failure.message
            : t('testimonials.errors.failed'),
        );
        if (failure.status === 409) {
          setOpen(false);
          onLeft();
        }
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('testimonials.form.title')}
      description={t('testimonials.form.description')}
      trigger={
        <Button size="sm" variant="outline" data-testid="testimonial-open">
          {t('testimonials.form.open')}
        </Button>
      }
    >
      <form
        method="post"
        onSubmit={(e) => void submit(e)}
        noValidate
        className="flex flex-col gap-4"
        data-testid="testimonial-form"
      >
        <fieldset>
          <legend className="text-sm font-medium text-neutral-800">{t('testimonials.form.rating')}</legend>
          <div className="mt-1 flex gap-1" role="radiogroup">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer">
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-11 items-center justify-center rounded-lg text-3xl peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600',
                    n <= rating ? 'text-sun-600' : 'text-neutral-300',
                  )}
                >
                  ★
                </span>
                <span className="sr-only">{t('testimonials.form.star', { count: n })}</span>
              </label>
            ))}
          </div>
          {errors.rating && (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {errors.rating}
            </p>
          )}
        </fieldset>
        <TextArea
          name="message"
          label={t('testimonials.form.message')}
          hint={`${t('testimonials.form.message_hint')} ${message.trim().length}/${TESTIMONIAL_LIMITS.messageMax}`}
          error={errors.message}
          required
          rows={4}
          maxLength={TESTIMONIAL_LIMITS.messageMax + 50}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('testimonials.form.cancel')}
          </Button>
          <Button type="submit" loading={sending} data-testid="testimonial-submit">
            {t('testimonials.form.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
