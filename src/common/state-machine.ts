import { DomainError } from './errors/domain-error.js';

/**
 * A status refused by an entity's transition table. The message names both states by their French
 * labels: `state.errors.<entity>` nests the badge labels `ui.status.<entity>.<status>` (see locales), so the answer reads
 * « Impossible de passer la commande de « Annulée » à « Payée » ».
 */
export class InvalidTransitionError extends DomainError {
  constructor(
    readonly entity: string,
    readonly from: string,
    readonly to: string,
  ) {
    super(422, `state.errors.${entity}`, { params: { from, to }, code: 'invalid_transition' });
  }
}

export interface Machine<S extends string> {
  /** the i18n name of the entity: labels under `ui.status.<entity>`, the refusal under `state.errors.<entity>` */
  readonly entity: string;
  readonly states: readonly S[];
  can(from: S, to: S): boolean;
  /** the states `from` may move to */
  targets(from: S): readonly S[];
  /** the states from which `to` may be reached: the guard of a conditional SQL update */
  sources(to: S): readonly S[];
  /** throws InvalidTransitionError (422) unless the table allows `from` → `to` */
  assert(from: S, to: S): void;
  /** checks, then moves `subject` to `to`; returns the state it left */
  apply(subject: { status: S }, to: S): S;
  /** `'a', 'b'`: the from-states of `to`, quoted for `where status in (…)` (states are fixed identifiers, never input) */
  sqlSources(to: S): string;
}

/**
 * One transition table per entity: `{ from: [to…] }`. A state absent from every list is final. Staying
 * in the same state is not a transition: callers that treat it as a no-op check it first.
 */
export function defineMachine<S extends string>(entity: string, table: Record<S, readonly S[]>): Machine<S> {
  const states = Object.keys(table) as S[];
  for (const targets of Object.values(table) as S[][]) {
    for (const to of targets) if (!(to in table)) throw new Error(`${entity}: unknown state ${to}`);
  }
  const can = (from: S, to: S) => (table[from] ?? []).includes(to);
  const sources = (to: S) => states.filter((from) => can(from, to));
  const assert = (from: S, to: S) => {
    if (!can(from, to)) throw new InvalidTransitionError(entity, from, to);
  };
  return {
    entity,
    states,
    can,
    targets: (from) => table[from] ?? [],
    sources,
    assert,
    apply(subject, to) {
      const from = subject.status;
      assert(from, to);
      subject.status = to;
      return from;
    },
    sqlSources(to) {
      const from = sources(to);
      if (!from.length) throw new Error(`${entity}: nothing leads to ${to}`);
      return from.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ');
    },
  };
}
