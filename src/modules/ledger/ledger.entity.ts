import { defineEntity, p } from '@mikro-orm/core';

/**
 * The ledger's tables (migration Migration20261127140001_Ledger, which also adds the triggers: both ledger
 * tables are append-only, and every journal's entries sum to zero at commit). Written only through
 * LedgerService.post, in raw SQL; these definitions describe the rows for the ORM and the migration diff.
 */
const LedgerJournalSchema = defineEntity({
  name: 'LedgerJournal',
  tableName: 'ledger_journals',
  uniques: [{ name: 'ledger_journals_kind_ref_unique', properties: ['kind', 'refType', 'refId'] }],
  indexes: [{ name: 'ledger_journals_ref_index', properties: ['refType', 'refId'] }],
  properties: {
    id: p.uuid().primary(),
    kind: p.text(),
    refType: p.text(),
    refId: p.text(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

export class LedgerJournal extends LedgerJournalSchema.class {}
LedgerJournalSchema.setClass(LedgerJournal);

const LedgerEntrySchema = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  checks: [{ name: 'ledger_entries_amount_nonzero', expression: 'amount <> 0' }],
  indexes: [{ name: 'ledger_entries_ref_index', properties: ['refType', 'refId'] }],
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    journal: () => p.manyToOne(LedgerJournal).index(),
    account: p.text().index(),
    /** signed integer XAF: positive = debit, negative = credit */
    amount: p.bigint('number'),
    kind: p.text(),
    refType: p.text(),
    refId: p.text(),
    createdAt: p.datetime().defaultRaw('now()').index(),
  },
});

export class LedgerEntry extends LedgerEntrySchema.class {}
LedgerEntrySchema.setClass(LedgerEntry);

const LedgerCheckSchema = defineEntity({
  name: 'LedgerCheck',
  tableName: 'ledger_checks',
  properties: {
    id: p.integer().primary().autoincrement(),
    checkedAt: p.datetime().defaultRaw('now()').index(),
    ok: p.boolean(),
    journals: p.integer(),
    differences: p.json().defaultRaw(`'[]'`),
  },
});

export class LedgerCheck extends LedgerCheckSchema.class {}
LedgerCheckSchema.setClass(LedgerCheck);

export { LedgerCheckSchema, LedgerEntrySchema, LedgerJournalSchema };
