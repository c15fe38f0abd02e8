import { InvalidTransitionError, type Machine } from '../../src/common/state-machine.js';
import { translator } from '../../src/common/i18n/server-i18n.js';

/**
 * Checks one transition table both ways: every listed move is accepted and every other pair of
 * states (including staying put) is refused with the French message naming both labels.
 */
export function checkTable<S extends string>(machine: Machine<S>, expected: Record<S, readonly S[]>): void {
  const t = translator('fr');
  expect([...machine.states].sort()).toEqual(Object.keys(expected).sort());
  for (const from of machine.states) {
    for (const to of machine.states) {
      const allowed = expected[from].includes(to);
      expect({ from, to, allowed: machine.can(from, to) }).toEqual({ from, to, allowed });
      const subject = { status: from };
      if (allowed) {
        expect(machine.apply(subject, to)).toBe(from);
        expect(subject.status).toBe(to);
        continue;
      }
      let error: unknown;
      try {
        machine.apply(subject, to);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(InvalidTransitionError);
      expect(subject.status).toBe(from);
      const e = error as InvalidTransitionError;
      expect(e.status).toBe(422);
      const message = t(e.messageKey, e.options.params ?? {});
      const label = (s: string) => t(`ui.status.${machine.entity}.${s}` as string);
      const labels = [label(from), label(to)];
      // every state has its label (a missing one would show its key)
      for (const l of labels) expect(l).not.toMatch(/^ui\.status\./);
      expect(message).toMatch(/^Impossible de passer /);
      expect(message).toContain(`« ${labels[0]} » à « ${labels[1]} »`);
    }
  }
}
