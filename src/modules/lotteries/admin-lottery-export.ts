import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { TFunction } from 'i18next';
import type { AdminLotteryView } from '../../contracts/admin-lotteries.js';
import type { DrawProofDto } from '../../contracts/catalogue.js';
import { keysetPages, streamCsv, type CsvCell } from '../../common/csv/csv.js';
import { AdminLotteriesQuery } from './admin-lotteries.query.js';
import { ResultsService } from './results.service.js';

/** One ticket of the export: every ticket that was paid for (drawn, or refunded since). */
interface TicketRow {
  id: number;
  ticket_number: string;
  status: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  order_number: string;
  purchased_at: Date | null;
  created_at: Date;
  price_paid: number;
}

const EXPORTED = `('paid', 'won', 'lost', 'refunded')`;

/** `TB-261125-ABCDE.json`: the draw number names the file (spec 3 §7). */
export const exportFileName = (lotteryNumber: string, ext: 'json' | 'csv') => `${lotteryNumber}.${ext}`;

/**
 * GET /admin/lotteries/{id}/export: the raffle, its proof and its tickets. JSON holds one raffle
 * (at most its total tickets); the CSV is streamed in keyset pages: one row per ticket, then a second
 * section "Preuve du tirage" with the fields that let anyone recompute the winner.
 */
@Injectable()
export class AdminLotteryExport {
  constructor(
    private readonly em: EntityManager,
    private readonly query: AdminLotteriesQuery,
    private readonly results: ResultsService,
  ) {}

  async json(id: number): Promise<{
    lottery: AdminLotteryView;
    proof: DrawProofDto;
    tickets: Record<string, unknown>[];
    exported_at: string;
  }> {
    const lottery = await this.query.view(id);
    const proof = await this.results.proof(id);
    const tickets: Record<string, unknown>[] = [];
    for await (const t of this.tickets(id)) {
      tickets.push({
        ticket_number: t.ticket_number,
        status: t.status,
        owner: { first_name: t.first_name, last_name: t.last_name, email: t.email, phone: t.phone },
        order_number: t.order_number,
        purchased_at: new Date(t.purchased_at ?? t.created_at).toISOString(),
        amount: t.price_paid,
      });
    }
    return { lottery, proof, tickets, exported_at: new Date().toISOString() };
  }

  async csv(id: number, res: Response, t: TFunction): Promise<void> {
    const lottery = await this.query.view(id);
    const proof = await this.results.proof(id);
    const h = (k: string) => t(`admin_lotteries.export.${k}`);
    const header = ['ticket_number', 'status', 'owner', 'email', 'phone', 'order_number', 'purchased_at', 'amount'].map(
      (k) => h(k),
    );
    const tickets = this.tickets(id);
    async function* rows(): AsyncIterable<readonly CsvCell[]> {
      for await (const r of tickets) {
        yield [
          r.ticket_number,
          t(`admin_lotteries.ticket_status.${r.status}`),
          `${r.first_name} ${r.last_name}`.trim(),
          r.email,
          r.phone,
          r.order_number,
          new Date(r.purchased_at ?? r.created_at),
          r.price_paid,
        ];
      }
      yield [];
      yield [h('proof_section')];
      const winner = lottery.winner ? `${lottery.winner.first_name} ${lottery.winner.last_name}`.trim() : null;
      const proofRows: [string, CsvCell][] = [
        ['lottery_number', lottery.lottery_number],
        ['product', lottery.product.name],
        ['sold_tickets', `${lottery.sold_tickets} / ${lottery.total_tickets}`],
        ['revenue', lottery.revenue],
        ['algorithm', proof.algorithm],
        ['seed_commitment', proof.seed_commitment],
        ['seed', proof.seed],
        ['pool_hash', proof.pool_hash],
        ['counter', proof.counter],
        [
          'beacon',
          proof.beacon ? `${proof.beacon.source}${proof.beacon.round !== null ? ` #${proof.beacon.round}` : ''}` : null,
        ],
        ['beacon_value', proof.beacon?.value ?? null],
        ['winning_ticket', proof.winning_ticket],
        ['winner', winner],
        ['verification_code', proof.verification_code],
        ['drawn_at', proof.drawn_at ? new Date(proof.drawn_at) : null],
        ['proof_url', lottery.proof_url],
      ];
      for (const [k, v] of proofRows) yield [h(k), v];
    }
    await streamCsv(res, exportFileName(lottery.lottery_number, 'csv'), header, rows());
  }

  private tickets(lotteryId: number): AsyncIterable<TicketRow> {
    const conn = this.em.fork().getConnection();
    return keysetPages<TicketRow>((after, size) =>
      conn.execute<TicketRow[]>(
        `select t.id, t.ticket_number, t.status, u.first_name, u.last_name, u.email, u.phone, o.order_number, t.purchased_at, t.created_at, t.price_paid
           from tickets t join users u on u.id = t.owner_id join orders o on o.id = t.order_id
          where t.lottery_id = ? and t.status in ${EXPORTED} and t.id > ?
          order by t.id limit ?`,
        [lotteryId, after, size],
      ),
    );
  }
}
