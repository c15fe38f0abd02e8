import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerCheckName } from '../../contracts/ledger.js';
import type { LedgerKind } from './accounts.js';
import type { LedgerRefType } from './journals.js';

/**
 * What the domain says an account should hold: `expected` is the signed sum (debit > 0) the ledger's
 * entries of `kinds` on `account` must reach, for the causes that happened since the ledger started.
 */
export interface DomainExpectation {
  /** what was compared (with `account`, says which figure differs) */
  check: LedgerCheckName;
  /** the account the difference is shown under */
  account: string;
  /** the entries of the accounts matching this LIKE pattern instead of `account`'s alone (`wallet:%`) */
  accountLike?: string;
  kinds: readonly LedgerKind[];
  expected: number;
  /** only the entries of these causes (e.g. the payments of a report's bills); all of them when absent */
  refs?: { refType: LedgerRefType; refIds: string[] };
  /** context shown with a difference (e.g. the report's day) */
  ref?: string;
}

export interface LedgerDomainSource {
  name: string;
  expectations(em: EntityManager, since: Date): Promise<DomainExpectation[]>;
}

/**
 * The modules that own the ledger's causes (payments, refunds) register here what their own tables
 * say, so that LedgerService.verify compares the ledger with the domain without reading their tables
 * (they stand above the ledger: it cannot import them).
 */
@Injectable()
export class LedgerDomainSources {
  private readonly sources = new Map<string, LedgerDomainSource>();

  register(source: LedgerDomainSource): void {
    this.sources.set(source.name, source);
  }

  all(): LedgerDomainSource[] {
    return [...this.sources.values()];
  }
}
