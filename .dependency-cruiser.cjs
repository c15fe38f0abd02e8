/**
 * The map of the system, checked on every CI run (`npm run lint:boundaries`; `npm run arch:map` draws it).
 *
 * Server modules live in src/modules/<name>/ and stand in layers: a module may use the modules of the layers
 * BELOW its own, never its own layer's neighbours nor anything above (so no two modules can depend on each
 * other). A lower module that needs an answer from a higher one declares a port slot (src/common/port-slot.ts)
 * that the higher one fills; one-way news travels as after-commit events (src/infra/events/event-map.ts).
 * Shared code that belongs to no module sits outside src/modules: src/common (pure helpers), src/contracts
 * (zod schemas and types shared with the pages), src/infra (database, cache, events, mail, SMS, storage,
 * realtime, rate limits, the E-Billing client).
 *
 * Other rules:
 * - another module, the app wiring (src/*.ts, src/ssr, src/cli) and the pages' server files reach a module
 *   only through its index.ts, its public surface;
 * - entity files may name another module's entity file directly: a relation is the data model's link,
 *   resolved lazily (`() => p.manyToOne(X)`), and does not make the modules depend on each other's code;
 * - type-only imports never count (they vanish from the JavaScript);
 * - the pages and the renderer run in the browser: apart from type imports, only the pages' server files
 *   (`+data.ts` and `*-data.ts` helpers) may use server code.
 */
const LAYERS = [
  ['access', 'audit', 'seo', 'media', 'ledger'],
  ['geo'],
  ['users'],
  ['settings'],
  ['auth'],
  ['payment-methods'],
  ['catalogue'],
  ['orders'],
  ['lotteries'],
  ['payments'],
  ['refunds'],
  ['notifications', 'testimonials', 'contact', 'reviews'],
  ['merchant'],
  ['payouts'],
  ['dashboard'],
  ['simulator'],
  ['seed'],
  ['health', 'dev'],
];

const ENTITY = '\\.entity\\.ts$';
/** Unit tests beside the code may look inside the modules they test. */
const SPEC = '\\.spec\\.tsx?$';
const notTypeOnly = { dependencyTypesNot: ['type-only'] };

/** For each module: the modules of its own layer and of every layer above it. */
function layerRules() {
  return LAYERS.flatMap((layer, index) =>
    layer.map((name) => {
      const forbidden = LAYERS.slice(index)
        .flat()
        .filter((other) => other !== name);
      const to = { path: `^src/modules/(${forbidden.join('|')})/`, ...notTypeOnly };
      return [
        { name: `layer:${name}`, severity: 'error', from: { path: `^src/modules/${name}/`, pathNot: ENTITY }, to },
        {
          name: `layer:${name}`,
          severity: 'error',
          comment: 'an entity may link to any entity, but not use another module’s code above it',
          from: { path: `^src/modules/${name}/.+${ENTITY}` },
          to: { ...to, pathNot: ENTITY },
        },
      ];
    }),
  ).flat();
}

module.exports = {
  forbidden: [
    ...layerRules(),
    {
      name: 'module-public-surface',
      comment: 'another module reaches a module only through its index.ts',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/', pathNot: [ENTITY, SPEC] },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'module-public-surface',
      comment: 'an entity links to another module’s entities, nothing else of it but its index.ts',
      severity: 'error',
      from: { path: `^src/modules/([^/]+)/.+${ENTITY}` },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$', ENTITY] },
    },
    {
      name: 'app-uses-public-surface',
      comment: 'the app wiring and the pages’ server files use a module through its index.ts',
      severity: 'error',
      from: { path: '^(src/(?!modules/)|pages/|renderer/)', pathNot: ['^src/entities\\.ts$', SPEC] },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'browser-code-stays-in-the-browser',
      comment: 'pages and renderer run in the browser: no server code there but in +data and *-data files',
      severity: 'error',
      from: { path: '^(pages|renderer)/', pathNot: ['(^|/)(\\+data|[\\w-]+-data)\\.ts$', '\\.spec\\.tsx?$'] },
      to: { path: '^src/(modules|infra|ssr|config|cli)/|^src/[^/]+\\.ts$', ...notTypeOnly },
    },
    {
      name: 'no-test-code-in-the-app',
      severity: 'error',
      from: { path: '^(src|pages|renderer)/', pathNot: SPEC },
      to: { path: '^(test|bench)/' },
    },
  ],
  options: {
    parser: 'swc',
    // swc reports type-only imports itself; the TypeScript API (which dependency-cruiser cannot use with TypeScript 7) is not needed.
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6'],
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|dist)/' },
  },
};

// For scripts/architecture-map.mjs; not a dependency-cruiser option, so not enumerable.
Object.defineProperty(module.exports, 'LAYERS', { value: LAYERS, enumerable: false });
