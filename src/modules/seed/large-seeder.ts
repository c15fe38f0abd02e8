import type pg from 'pg';
import type { AppSecrets } from '../../common/crypto/keys.js';
import { DRAW_ALGORITHM_V1, newSeed, seedCommitment } from '../lotteries/index.js';
import { sealSeed } from '../lotteries/index.js';

/**
 * `npm run seed:large`: a year of marketplace activity (20,000 users, 100,000 orders with their payments,
 * tickets, draws and refunds) for the admin screens and their benchmark. Written with set-based SQL in one
 * transaction (generate_series into temp tables, then one insert per table) so it takes seconds, not an
 * ORM flush per row. The rows are consistent with what the app itself would have written: a paid order has
 * one paid payment, a raffle's counters equal its tickets, a refund points at the payment it pays back.
 */
export const LARGE_SEED_MARKER = 'seed_large';

export interface LargeSeedOptions {
  /** 1 = 20,000 users and 100,000 orders; 0.002 = 40 users and 200 orders (tests). */
  scale: number;
  /** One argon2 hash reused by every generated user (hashing 20,000 passwords would take minutes). */
  passwordHash: string;
  /** To seal the seeds of the raffles still open, as LotteriesService.open does. */
  secrets: AppSecrets;
}

export interface LargeSeedResult {
  skipped: boolean;
  counts: Record<string, number>;
}

type Db = Pick<pg.Client, 'query'>;

export function largeSeedSizes(scale: number) {
  const users = Math.max(20, Math.round(20_000 * scale));
  return {
    users,
    merchants: Math.max(4, Math.round(users * 0.05)),
    products: Math.max(12, Math.round(2_000 * scale)),
    orders: Math.max(50, Math.round(100_000 * scale)),
  };
}

const FIRST = [
  'Joël',
  'Nadège',
  'Patrick',
  'Sylvie',
  'Arnaud',
  'Carine',
  'Ghislain',
  'Prisca',
  'Rodrigue',
  'Aurélie',
  'Landry',
  'Murielle',
  'Fabrice',
  'Larissa',
  'Brice',
  'Yannick',
  'Christelle',
  'Hervé',
  'Sandrine',
  'Ulrich',
];
const LAST = [
  'Ondo',
  'Bouanga',
  'Obame',
  'Nzé',
  'Mba',
  'Moussavou',
  'Nguema',
  'Mintsa',
  'Ella',
  'Ndong',
  'Mabika',
  'Koumba',
  'Essono',
  'Bekale',
  'Nzoghe',
  'Oyane',
  'Mouele',
  'Engonga',
  'Boussougou',
  'Makaya',
];
const WORDS = [
  'Téléphone',
  'Téléviseur',
  'Réfrigérateur',
  'Scooter',
  'Ordinateur',
  'Climatiseur',
  'Console',
  'Congélateur',
  'Tablette',
  'Groupe électrogène',
  'Machine à laver',
  'Montre',
  'Enceinte',
  'Vélo',
  'Appareil photo',
];

/** Runs once per database: a second run finds the marker and does nothing. */
export async function seedLarge(db: Db, opts: LargeSeedOptions): Promise<LargeSeedResult> {
  const size = largeSeedSizes(opts.scale);
  await db.query('begin');
  try {
    // one seeder at a time; the marker is read under the lock
    await db.query(`select pg_advisory_xact_lock(hashtext('mbolo:seed_large'))`);
    const done = await db.query(`select 1 from settings where key = $1`, [LARGE_SEED_MARKER]);
    if (done.rowCount) {
      await db.query('rollback');
      return { skipped: true, counts: {} };
    }
    const roles = await db.query<{ name: string; id: number }>(`select name, id from roles`);
    const role = (n: string) => {
      const r = roles.rows.find((x) => x.name === n);
      if (!r) throw new Error(`Role ${n} missing: run the reference seed first`);
      return r.id;
    };
    // numbering starts after what is there, so a database with demo data keeps its own rows
    const base = Number((await db.query(`select coalesce(max(id), 0) as m from users`)).rows[0].m);
    await db.query(`select setseed(0.42)`);
    await insertUsers(db, size, base, opts.passwordHash, [
      role('Particulier'),
      role('Business Individual'),
      role('Business Enterprise'),
    ]);
    await insertCatalogue(db, size, base);
    await insertLotteries(db);
    await insertOrders(db, size);
    await insertTicketsAndDraws(db);
    await insertRefunds(db);
    await sealOpenSeeds(db, opts.secrets);
    const counts: Record<string, number> = {};
    for (const t of ['users', 'products', 'lotteries', 'orders', 'payments', 'tickets', 'draws', 'refunds']) {
      counts[t] = Number((await db.query(`select count(*) as n from large_${t}`)).rows[0].n);
    }
    await db.query(`insert into settings (key, value, updated_at) values ($1, $2, now())`, [
      LARGE_SEED_MARKER,
      JSON.stringify({ scale: opts.scale, counts }),
    ]);
    await db.query('commit');
    return { skipped: false, counts };
  } catch (err) {
    await db.query('rollback').catch(() => {});
    throw err;
  }
}

async function insertUsers(
  db: Db,
  size: ReturnType<typeof largeSeedSizes>,
  base: number,
  hash: string,
  [customer, individual, enterprise]: number[],
) {
  // merchants take the first numbers; phones +24162xxxxxx (Moov) and +24176xxxxxx (Airtel) are valid and unused by the demo
  await db.query(
    `create temp table large_users on commit drop as
     select nextval('users_id_seq')::int as id, g as n, g <= $2 as merchant,
            ($3::text[])[1 + (g * 7) % array_length($3::text[], 1)] as first_name,
            ($4::text[])[1 + (g * 13) % array_length($4::text[], 1)] as last_name,
            case when g % 3 = 0 then '+24162' else '+24176' end || lpad(($5 + g)::text, 6, '0') as phone,
            now() - (random() * 395 || ' days')::interval as created_at
       from generate_series(1, $1::int) g`,
    [size.users, size.merchants, FIRST, LAST, base % 400_000],
  );
  await db.query(`create index on large_users (n)`);
  await db.query(
    `insert into users (id, first_name, last_name, email, phone, password_hash, country_id, status, company_name, email_verified_at, created_at, updated_at, city)
     select id, first_name, last_name, lower(translate(first_name || '.' || last_name, 'ëéèï', 'eeei')) || '.' || ($2::int + n) || '@large.mbolo.test',
            phone, $1, (select id from countries where iso2 = 'GA'), case when n % 97 = 0 then 'suspended' else 'active' end,
            case when merchant and n % 2 = 0 then 'Entreprise ' || last_name || ' ' || n end, created_at, created_at, created_at,
            case when n % 4 = 0 then 'Port-Gentil' when n % 5 = 0 then 'Franceville' else 'Libreville' end
       from large_users`,
    [hash, base],
  );
  await db.query(
    `insert into user_roles (user_id, role_id)
     select id, case when not merchant then $1::int when n % 2 = 0 then $3::int else $2::int end from large_users`,
    [customer, individual, enterprise],
  );
  await db.query(
    `insert into merchant_profiles (user_id, company_name, city, description, payout_phone, payout_operator, created_at, updated_at)
     select id, 'Entreprise ' || last_name || ' ' || n, 'Libreville', 'Vendeur de démonstration.', phone,
            case when phone like '+24162%' then 'moov' else 'airtel' end, created_at, created_at
       from large_users where merchant`,
  );
}

async function insertCatalogue(db: Db, size: ReturnType<typeof largeSeedSizes>, base: number) {
  // half the products are raffles ending between eleven months ago and one month ahead
  await db.query(
    `create temp table large_products on commit drop as
     select nextval('products_id_seq')::int as id, row_number() over () as rn, p.*
       from (select g, (select id from large_users m where m.merchant and m.n = 1 + g % $2) as merchant_id,
                    g % 2 = 0 as raffle, (500 + (random() * 600)::int * 500) as price,
                    now() - ((330 - random() * 360) || ' days')::interval as end_date, random() as r
               from generate_series(1, $1::int) g) p`,
    [size.products, size.merchants],
  );
  await db.query(
    `insert into products (id, merchant_id, category_id, name, description, price, sale_mode, status, featured, stock, views_count, images, created_at, updated_at)
     select p.id, p.merchant_id, (select id from categories c order by c.id offset p.g % greatest(1, (select count(*) from categories)) limit 1),
            ($1::text[])[1 + p.g % array_length($1::text[], 1)] || ' modèle ' || ($2::int + p.g), 'Article généré pour les essais de charge.',
            p.price, case when p.raffle then 'lottery' else 'direct' end,
            case when p.raffle then (case when p.end_date > now() then 'active' else 'archived' end)
                 when p.r < 0.85 then 'active' when p.r < 0.90 then 'sold_out' when p.r < 0.95 then 'draft' else 'archived' end,
            p.g % 50 = 0, case when p.raffle then null else (p.r * 40)::int end, (p.r * 900)::int, '[]',
            p.end_date - interval '70 days', p.end_date - interval '70 days'
       from large_products p`,
    [WORDS, base],
  );
  await db.query(
    `create temp table large_lotteries on commit drop as
     select nextval('lotteries_id_seq')::int as id, p.id as product_id, p.rn,
            'TL-' || lpad(p.id::text, 7, '0') as lottery_number, greatest(500, (p.price / 100 / 100) * 100) as ticket_price,
            p.end_date, p.end_date - interval '60 days' as opened_at,
            case when p.end_date > now() then 'open' when p.r < 0.07 then 'expired' when p.r < 0.12 then 'cancelled' else 'drawn' end as status
       from large_products p where p.raffle`,
  );
}

async function insertLotteries(db: Db) {
  // counters and final status are set once the tickets exist (insertTicketsAndDraws)
  await db.query(
    `insert into lotteries (id, product_id, lottery_number, ticket_price, total_tickets, sold_tickets, reserved_tickets, ticket_seq, min_participants,
                            end_date, status, draw_algorithm, opened_at, created_at, updated_at)
     select id, product_id, lottery_number, ticket_price, 100000, 0, 0, 0, 2, end_date, 'open', $1, opened_at, opened_at, end_date from large_lotteries`,
    [DRAW_ALGORITHM_V1],
  );
}

async function insertOrders(db: Db, size: ReturnType<typeof largeSeedSizes>) {
  // every order is placed by a customer; raffle orders fall inside the raffle's sale window
  await db.query(
    `create temp table large_orders on commit drop as
     with g as (
       select g, random() as r1, random() as r2, random() as r3, random() as r4 from generate_series(1, $1::int) g
     ), picked as (
       select g.*, p.id as product_id, p.price, p.raffle, l.id as lottery_id, l.status as lstatus, l.ticket_price,
              u.id as user_id, u.phone,
              case when l.id is null then now() - (g.r2 * 365 || ' days')::interval
                   else l.opened_at + (least(now(), l.end_date) - l.opened_at) * g.r2 end as at
         from g
         join large_products p on p.rn = 1 + floor(g.r1 * $2)::int
         left join large_lotteries l on l.product_id = p.id
         join large_users u on u.n = $3 + 1 + floor(g.r4 * ($4 - $3))::int
     )
     select nextval('orders_id_seq')::int as id, *,
            case when raffle then 1 + floor(r4 * 10)::int % 3 else 1 + floor(r4 * 10)::int % 2 end as quantity,
            case
              when not raffle then (case when r3 < 0.30 then 'fulfilled' when r3 < 0.50 then 'paid' when r3 < 0.56 then 'shipping'
                when r3 < 0.62 then 'refunded' when r3 < 0.72 then 'failed' when r3 < 0.80 then 'cancelled' when r3 < 0.97 then 'expired' else 'awaiting_payment' end)
              when lstatus = 'open' then (case when r3 < 0.72 then 'paid' when r3 < 0.80 then 'failed' when r3 < 0.86 then 'cancelled' when r3 < 0.97 then 'expired' else 'awaiting_payment' end)
              else (case when r3 < 0.80 then 'paid' when r3 < 0.88 then 'failed' else 'expired' end)
            end as status
       from picked`,
    [size.orders, size.products, size.merchants, size.users],
  );
  // an order still awaiting payment is minutes old (it expires after 15); refunded raffle orders come from the refunds below
  await db.query(
    `update large_orders set at = now() - (r2 * 14 || ' minutes')::interval where status = 'awaiting_payment'`,
  );
  await db.query(`alter table large_orders add column unit int, add column number text`);
  await db.query(
    `update large_orders set unit = coalesce(ticket_price, price), number = 'MB-' || to_char(at, 'YYMMDD') || '-L' || lpad(id::text, 7, '0')`,
  );
  await db.query(
    `insert into orders (id, order_number, user_id, type, status, product_id, lottery_id, quantity, unit_price, total_amount, phone, payment_method,
                         expires_at, paid_at, fulfilled_at, cancelled_at, created_at, updated_at)
     select id, number, user_id, case when raffle then 'lottery' else 'product_purchase' end, status, product_id, lottery_id, quantity, unit,
            unit * quantity, phone, case when phone like '+24162%' then 'moov_money' else 'airtel_money' end, at + interval '15 minutes',
            case when status in ('paid', 'shipping', 'fulfilled', 'refunded') then at + interval '2 minutes' end,
            case when status = 'fulfilled' then at + interval '3 days' end, case when status = 'cancelled' then at + interval '1 hour' end,
            at, at + interval '3 minutes'
       from large_orders`,
  );
  // one attempt per order, and an earlier failed attempt for one order in ten
  await db.query(
    `create temp table large_payments on commit drop as
     select nextval('payments_id_seq')::int as id, o.id as order_id, o.user_id, o.unit * o.quantity as amount, o.phone, o.at, o.n,
            case when o.n = 0 and o.status in ('paid', 'shipping', 'fulfilled') then 'paid' when o.n = 0 and o.status = 'refunded' then 'refunded'
                 when o.n = 1 then 'failed' when o.status = 'awaiting_payment' then 'pending' when o.status in ('failed', 'expired', 'cancelled') then o.status
                 else 'failed' end as status
       from (select lo.*, k.n from large_orders lo cross join lateral (select 0 as n union all select 1 where (lo.r1 * 10000)::int % 10 = 0 and lo.status <> 'awaiting_payment') k) o`,
  );
  await db.query(
    `insert into payments (id, reference, order_id, user_id, amount, method, status, phone, gateway, gateway_transaction_id, status_token_hash,
                           failure_reason, push_count, expires_at, paid_at, last_checked_at, created_at, updated_at)
     select id, 'PAY-' || to_char(at, 'YYMMDD') || '-L' || lpad(id::text, 8, '0'), order_id, user_id, amount,
            case when phone like '+24162%' then 'moov_money' else 'airtel_money' end, status, phone, 'shap',
            case when status in ('paid', 'refunded') then 'TX-L' || lpad(id::text, 9, '0') end, md5(id::text || 'large'),
            case when status = 'failed' then 'Solde insuffisant' end, 1, at + interval '15 minutes',
            case when status in ('paid', 'refunded') then at + interval '2 minutes' end, at + interval '2 minutes',
            at - (n || ' minutes')::interval, at + interval '2 minutes'
       from large_payments`,
  );
}

async function insertTicketsAndDraws(db: Db) {
  // a ticket per unit bought; tickets of orders that never got paid were reserved, then released
  await db.query(
    `create temp table large_tickets on commit drop as
     select nextval('tickets_id_seq')::int as id, o.lottery_id, o.id as order_id, o.user_id, o.unit, o.at, o.status as ostatus,
            row_number() over (partition by o.lottery_id order by o.id, q) as seq,
            case when o.status = 'paid' then 'paid' when o.status = 'awaiting_payment' then 'reserved' else 'released' end as status
       from large_orders o cross join lateral generate_series(1, o.quantity) q where o.lottery_id is not null`,
  );
  await db.query(`create index on large_tickets (lottery_id)`);
  // a drawn raffle with no paid ticket never happened that way: it ended below its minimum
  await db.query(
    `update large_lotteries l set status = 'expired' where status = 'drawn' and not exists (select 1 from large_tickets t where t.lottery_id = l.id and t.status = 'paid')`,
  );
  await db.query(
    `create temp table large_draws on commit drop as
     select distinct on (t.lottery_id) nextval('draws_id_seq')::int as id, t.lottery_id, t.id as ticket_id, t.seq, t.user_id, l.end_date, l.lottery_number
       from large_tickets t join large_lotteries l on l.id = t.lottery_id
      where l.status = 'drawn' and t.status = 'paid' order by t.lottery_id, md5(t.id::text)`,
  );
  await db.query(`update large_tickets t set status = case when exists (select 1 from large_draws d where d.ticket_id = t.id) then 'won' else 'lost' end
                   from large_lotteries l where l.id = t.lottery_id and l.status = 'drawn' and t.status = 'paid'`);
  // counters, final status and dates, now that the tickets are known
  await db.query(
    `update lotteries x set total_tickets = greatest(100, c.sold + c.reserved + 20) + (l.rn % 5) * 50, sold_tickets = c.sold, reserved_tickets = c.reserved,
            ticket_seq = c.seq, min_participants = case when l.status = 'expired' then c.sold + 5 else 2 end, status = l.status,
            seed_commitment = case when l.status = 'open' then null else encode(sha256(l.lottery_number::bytea), 'hex') end,
            closed_at = case when l.status <> 'open' then l.end_date end, drawn_at = case when l.status = 'drawn' then l.end_date + interval '1 minute' end
       from large_lotteries l
       cross join lateral (select count(*) filter (where t.status in ('paid', 'won', 'lost')) as sold, count(*) filter (where t.status = 'reserved') as reserved,
                                  coalesce(max(t.seq), 0) as seq from large_tickets t where t.lottery_id = l.id) c
      where x.id = l.id`,
  );
  await db.query(
    `insert into tickets (id, lottery_id, ticket_number, owner_id, order_id, status, price_paid, purchased_at, created_at)
     select t.id, t.lottery_id, l.lottery_number || '-' || lpad(t.seq::text, 4, '0'), t.user_id, t.order_id, t.status, t.unit,
            case when t.status in ('paid', 'won', 'lost') then t.at + interval '2 minutes' end, t.at
       from large_tickets t join large_lotteries l on l.id = t.lottery_id`,
  );
  await db.query(
    `insert into draws (id, lottery_id, algorithm, seed, seed_commitment, pool, pool_hash, counter, winning_ticket, winner_id, verification_code, trigger, drawn_at)
     select d.id, d.lottery_id, $1, encode(sha256((d.lottery_number || ':seed')::bytea), 'hex'), encode(sha256(d.lottery_number::bytea), 'hex'),
            (select jsonb_agg(d.lottery_number || '-' || lpad(x.seq::text, 4, '0') order by x.seq) from large_tickets x
              where x.lottery_id = d.lottery_id and x.status in ('won', 'lost')),
            encode(sha256((d.lottery_number || ':pool')::bytea), 'hex'), 0, d.lottery_number || '-' || lpad(d.seq::text, 4, '0'), d.user_id,
            'L' || lpad(d.id::text, 7, '0'), 'auto', d.end_date + interval '1 minute'
       from large_draws d`,
    [DRAW_ALGORITHM_V1],
  );
  // the products of drawn raffles are sold
  await db.query(
    `update products p set status = 'sold_out' from large_lotteries l where l.product_id = p.id and l.status = 'drawn'`,
  );
}

async function insertRefunds(db: Db) {
  // raffles that ended below their minimum or were cancelled pay their tickets back (mostly done, some still in flight);
  // a few direct purchases were refunded by an admin
  await db.query(
    `create temp table large_refunds on commit drop as
     select nextval('refunds_id_seq')::int as id, p.id as payment_id, o.id as order_id, o.user_id, o.lottery_id, p.amount, o.phone, o.at, o.r3,
            case when o.status = 'refunded' then 'completed'
                 else (array['pending', 'pending', 'approved', 'processed', 'failed', 'rejected'])[1 + floor(o.r2 * 6)::int] end as status,
            case when o.lottery_id is null then 'admin' else 'automatic' end as type,
            case when o.lottery_id is null then 'admin_initiated' when l.status = 'cancelled' then 'lottery_cancelled' else 'insufficient_participants' end as reason
       from large_orders o join large_payments p on p.order_id = o.id and p.n = 0 left join large_lotteries l on l.id = o.lottery_id
      where o.status = 'refunded' or (o.status = 'paid' and l.status in ('expired', 'cancelled'))`,
  );
  // most of the raffle refunds have been paid out: their orders, payments and tickets are refunded
  await db.query(`update large_refunds set status = 'completed' where type = 'automatic' and r3 < 0.56`);
  await db.query(
    `update orders o set status = 'refunded', updated_at = r.at + interval '2 days' from large_refunds r where r.order_id = o.id and r.status = 'completed'`,
  );
  await db.query(
    `update payments p set status = 'refunded' from large_refunds r where r.payment_id = p.id and r.status = 'completed'`,
  );
  await db.query(
    `update tickets t set status = 'refunded' from large_refunds r where r.order_id = t.order_id and r.status = 'completed'`,
  );
  await db.query(
    `update lotteries l set sold_tickets = c.sold from (select lottery_id, count(*) filter (where status in ('paid', 'won', 'lost')) as sold
       from tickets where lottery_id in (select id from large_lotteries) group by lottery_id) c where c.lottery_id = l.id`,
  );
  await db.query(
    `insert into refunds (id, refund_number, type, status, reason, method, user_id, payment_id, order_id, lottery_id, amount, payee_phone,
                          rejection_reason, failure_reason, auto_processed, attempts, payout_reference, external_refund_id,
                          created_at, approved_at, processed_at, completed_at, rejected_at, failed_at, updated_at)
     select id, 'RB-' || to_char(at, 'YYMMDD') || '-L' || lpad(id::text, 7, '0'), type, status, reason, 'mobile_money', user_id, payment_id, order_id, lottery_id,
            amount, phone, case when status = 'rejected' then 'Ticket déjà remboursé par un autre moyen' end,
            case when status = 'failed' then 'Numéro du bénéficiaire injoignable' end, type = 'automatic',
            case when status in ('processed', 'completed', 'failed') then 1 else 0 end,
            case when status in ('processed', 'completed', 'failed') then 'RB-L' || lpad(id::text, 7, '0') || '-1' end,
            case when status = 'completed' then 'SHAP-L' || lpad(id::text, 8, '0') end,
            at + interval '1 day', case when status in ('approved', 'processed', 'completed', 'failed') then at + interval '1 day 1 hour' end,
            case when status in ('processed', 'completed', 'failed') then at + interval '1 day 2 hours' end,
            case when status = 'completed' then at + interval '2 days' end, case when status = 'rejected' then at + interval '1 day 3 hours' end,
            case when status = 'failed' then at + interval '1 day 3 hours' end, at + interval '2 days'
       from large_refunds`,
  );
}

/** Open raffles get a real sealed seed, so the draw job can draw them when they end. */
async function sealOpenSeeds(db: Db, secrets: AppSecrets) {
  const open = await db.query<{ id: number; lottery_number: string }>(
    `select id, lottery_number from large_lotteries where status = 'open'`,
  );
  if (!open.rowCount) return;
  const ids: number[] = [],
    sealed: string[] = [],
    commitments: string[] = [];
  for (const l of open.rows) {
    const seed = newSeed();
    ids.push(l.id);
    sealed.push(sealSeed(secrets, l.lottery_number, seed));
    commitments.push(seedCommitment(seed));
  }
  await db.query(
    `update lotteries l set seed_sealed = v.s, seed_commitment = v.c from unnest($1::int[], $2::text[], $3::text[]) v(id, s, c) where l.id = v.id`,
    [ids, sealed, commitments],
  );
}
