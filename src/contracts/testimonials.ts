import { z } from 'zod';
import './zod-locale.js';
import { text } from './zod-helpers.js';

const E = (k: string) => `testimonials.errors.${k}`;

export const TESTIMONIAL_LIMITS = { messageMin: 10, messageMax: 500, publicDefault: 6, publicMax: 12 } as const;

/** POST /tickets/{id}/testimonial: the winner's words and a 1–5 rating. */
export const createTestimonialSchema = z.strictObject({
  message: text({
    required: E('message_required'),
    min: [TESTIMONIAL_LIMITS.messageMin, E('message_min')],
    max: [TESTIMONIAL_LIMITS.messageMax, E('message_max')],
  }),
  rating: z.coerce
    .number({ error: E('rating_invalid') })
    .int(E('rating_invalid'))
    .min(1, E('rating_invalid'))
    .max(5, E('rating_invalid')),
});
export type CreateTestimonialInput = z.infer<typeof createTestimonialSchema>;

export const publicTestimonialsQuerySchema = z.object({
  limit: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(TESTIMONIAL_LIMITS.publicMax).optional(),
  ),
});

/** A published testimonial as everyone sees it: first name and the last name's initial only. */
export interface TestimonialDto {
  id: number;
  /** "Marie D." */
  name: string;
  first_name: string;
  last_initial: string;
  city: string | null;
  product_name: string;
  rating: number;
  message: string;
  created_at: string;
}
