/** Jest in ESM mode; @swc/jest compiles TypeScript with decorator metadata for Nest's injection. */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/'],
  // our sources import `./x.js` for `./x.ts`; a library's `metadata.json.js` (libphonenumber) stays a JS module
  moduleNameMapper: { '^(\\.{1,2}/.*)(?<!\\.json)\\.js$': '$1' },
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/renderer/**/*.spec.ts', '<rootDir>/test/**/*.test.ts'],
  setupFiles: ['<rootDir>/test/support/quiet-nest-logger.ts'],
  testTimeout: 60_000,
  // one test file at a time (they share this machine's PostgreSQL and Chromium), in a worker process
  // that is replaced once it holds more than this after a file: ESM test modules are never freed, so a
  // single process running every file runs out of heap
  maxWorkers: 1,
  workerIdleMemoryLimit: '1.5GB',
};
