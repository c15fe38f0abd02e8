import { defineMachine, InvalidTransitionError } from './state-machine.js';

describe('defineMachine', () => {
  const m = defineMachine<'a' | 'b' | 'c'>('order', { a: ['b', 'c'], b: ['c'], c: [] });

  it('answers targets and sources from the table', () => {
    expect(m.targets('a')).toEqual(['b', 'c']);
    expect(m.sources('c')).toEqual(['a', 'b']);
    expect(m.sqlSources('c')).toBe(`'a', 'b'`);
    expect(() => m.sqlSources('a')).toThrow();
  });

  it('refuses staying in place and unlisted moves with a 422 naming both states', () => {
    expect(() => m.assert('a', 'a')).toThrow(InvalidTransitionError);
    try {
      m.assert('c', 'a');
    } catch (e) {
      expect(e).toMatchObject({
        status: 422,
        messageKey: 'state.errors.order',
        options: { params: { from: 'c', to: 'a' }, code: 'invalid_transition' },
      });
    }
  });

  it('rejects a table naming an unknown state', () => {
    expect(() => defineMachine<'a'>('x', { a: ['z' as 'a'] })).toThrow(/unknown state/);
  });
});
