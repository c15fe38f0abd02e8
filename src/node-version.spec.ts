import { nodeVersionProblem } from './node-version.js';

describe('nodeVersionProblem', () => {
  it('refuses a Node.js older than 22.17 in one line naming the way to start', () => {
    for (const v of ['20.20.2', '22.16.0', '18.0.0'])
      expect(nodeVersionProblem(v)).toMatch(
        new RegExp(
          `^Mbolo needs Node.js 22.17 or newer, this is ${v.replace(/\./g, '\\.')}: start it with \`npm run start:prod\``,
        ),
      );
  });

  it('accepts 22.17 and every later version', () => {
    for (const v of ['22.17.0', '22.20.1', '23.0.0', '24.11.1']) expect(nodeVersionProblem(v)).toBeNull();
  });
});
