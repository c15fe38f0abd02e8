import { defineEntity, p } from '@mikro-orm/core';
import { Draw } from '../lotteries/draw.entity.js';
import { User } from '../users/user.entity.js';
import { indexedCreatedAt } from '../../infra/database/timestamps.js';

export const TESTIMONIAL_STATUSES = ['published', 'hidden'] as const;

/** A winner's own words about their prize: only the winner of a draw can leave one, once. */
const TestimonialSchema = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonials',
  checks: [{ name: 'testimonials_rating_range', expression: 'rating >= 1 and rating <= 5' }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).index(),
    draw: () => p.oneToOne(Draw).owner().unique(),
    message: p.text(),
    rating: p.smallint(),
    status: p.enum(TESTIMONIAL_STATUSES).default('published').index(),
    createdAt: indexedCreatedAt(),
  },
});

export class Testimonial extends TestimonialSchema.class {}
TestimonialSchema.setClass(Testimonial);
export { TestimonialSchema };
