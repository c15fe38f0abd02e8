import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, NotFoundError, ValidationFailedError } from '../../common/errors/domain-error.js';
import { TESTIMONIAL_LIMITS, type CreateTestimonialInput, type TestimonialDto } from '../../contracts/testimonials.js';
import { plainText } from '../../common/plain-text.js';
import { Testimonial } from './testimonial.entity.js';

interface WinningRow {
  status: string;
  ticket_number: string;
  draw_id: number | null;
  winner_id: number | null;
  winning_ticket: string | null;
}

interface PublicRow {
  id: number;
  message: string;
  rating: number;
  created_at: Date | string;
  first_name: string;
  last_name: string;
  city: string | null;
  product_name: string;
}

const ALREADY = 'testimonials.errors.already_left';

/**
 * Winners' testimonials. Tickets and draws are read with plain SQL (they belong to the lotteries
 * module); only the testimonial row is written here. One per draw, enforced by a unique index.
 */
@Injectable()
export class TestimonialsService {
  constructor(private readonly em: EntityManager) {}

  /** The owner of the winning ticket leaves their testimonial; a ticket that is not theirs reads as missing. */
  async create(userId: number, ticketId: number, input: CreateTestimonialInput): Promise<TestimonialDto> {
    const message = plainText(input.message);
    // the check runs again after markup is dropped: "<b></b>" is not ten characters of testimony
    if (message.length < TESTIMONIAL_LIMITS.messageMin)
      throw new ValidationFailedError({ message: ['testimonials.errors.message_min'] });
    if (message.length > TESTIMONIAL_LIMITS.messageMax)
      throw new ValidationFailedError({ message: ['testimonials.errors.message_max'] });
    try {
      return await this.em.fork().transactional(async (tx) => {
        const [row] = await tx.getConnection().execute<WinningRow[]>(
          `select t.status, t.ticket_number, d.id as draw_id, d.winner_id, d.winning_ticket
             from tickets t left join draws d on d.lottery_id = t.lottery_id
            where t.id = ? and t.owner_id = ?`,
          [ticketId, userId],
          'all',
          tx.getTransactionContext(),
        );
        if (!row) throw new NotFoundError('customer_tickets.errors.not_found');
        const winner =
          row.status === 'won' &&
          row.draw_id !== null &&
          row.winner_id === userId &&
          row.winning_ticket === row.ticket_number;
        if (!winner) throw new DomainError(403, 'testimonials.errors.not_winner', { code: 'not_winner' });
        if (await tx.count(Testimonial, { draw: row.draw_id }))
          throw new DomainError(409, ALREADY, { code: 'already_left' });
        const testimonial = tx.create(Testimonial, {
          user: userId,
          draw: row.draw_id!,
          message,
          rating: input.rating,
          status: 'published',
        });
        await tx.flush();
        const [dto] = await this.rows(tx, 'where tm.id = ?', [testimonial.id], 1);
        return dto!;
      });
    } catch (err) {
      // two submissions at once: the unique index lets one through, the other reads as a repeat
      if (err instanceof UniqueConstraintViolationException)
        throw new DomainError(409, ALREADY, { code: 'already_left' });
      throw err;
    }
  }

  /** Published testimonials, newest first (home page, public API). */
  async published(limit: number = TESTIMONIAL_LIMITS.publicDefault): Promise<TestimonialDto[]> {
    return this.rows(
      this.em.fork(),
      `where tm.status = 'published'`,
      [],
      Math.min(Math.max(1, limit), TESTIMONIAL_LIMITS.publicMax),
    );
  }

  /** The lotteries the user already left a testimonial for (to hide the form on those tickets). */
  async reviewedLotteries(userId: number): Promise<number[]> {
    const rows = await this.em
      .fork()
      .getConnection()
      .execute<{ lottery_id: number }[]>(
        `select d.lottery_id from testimonials tm join draws d on d.id = tm.draw_id where tm.user_id = ?`,
        [userId],
      );
    return rows.map((r) => Number(r.lottery_id));
  }

  private async rows(em: EntityManager, where: string, params: unknown[], limit: number): Promise<TestimonialDto[]> {
    const rows = await em.getConnection().execute<PublicRow[]>(
      `select tm.id, tm.message, tm.rating, tm.created_at, u.first_name, u.last_name, u.city, p.name as product_name
         from testimonials tm
         join users u on u.id = tm.user_id
         join draws d on d.id = tm.draw_id
         join lotteries l on l.id = d.lottery_id
         join products p on p.id = l.product_id
         ${where}
        order by tm.created_at desc, tm.id desc
        limit ?`,
      [...params, limit],
      'all',
      em.getTransactionContext(),
    );
    return rows.map(toDto);
  }
}

function toDto(r: PublicRow): TestimonialDto {
  const first = r.first_name.trim();
  const initial = r.last_name.trim().charAt(0).toLocaleUpperCase('fr-FR');
  const lastInitial = initial ? `${initial}.` : '';
  return {
    id: r.id,
    name: [first, lastInitial].filter(Boolean).join(' '),
    first_name: first,
    last_initial: lastInitial,
    city: r.city?.trim() || null,
    product_name: r.product_name,
    rating: Number(r.rating),
    message: r.message,
    created_at: new Date(r.created_at).toISOString(),
  };
}
