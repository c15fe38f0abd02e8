import fc from 'fast-check';

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  body?: { kind: 'json' | 'multipart' | 'form'; schema: Schema };
}

export interface FuzzRequest {
  url: string;
  body?:
    | { kind: 'json'; value: unknown }
    | { kind: 'raw'; contentType: string; text: string }
    | {
        kind: 'multipart';
        fields: Record<string, string>;
        file?: { field: string; bytes: number; contentType: string };
      };
}

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: Schema }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

/** Every operation of the OpenAPI document, its parameters and body schema. */
export function operationsOf(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipart = content['multipart/form-data']?.schema;
      const form = content['application/x-www-form-urlencoded']?.schema;
      ops.push({
        method: method as Operation['method'],
        path,
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        body: json
          ? { kind: 'json', schema: json }
          : multipart
            ? { kind: 'multipart', schema: multipart }
            : form
              ? { kind: 'form', schema: form }
              : undefined,
      });
    }
  }
  return ops;
}

/** Values no handler should trust: wrong types, extremes, traversal, injection, control characters, huge text. */
const hostile: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 1,
  1e308,
  -1e308,
  0.5,
  '',
  ' ',
  '0',
  '-1',
  '1e999',
  'NaN',
  'null',
  'undefined',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: '${7*7}' is a template-injection probe, meant as plain text
  '${7*7}',
  '😀'.repeat(300),
  'é'.repeat(1000),
  'x'.repeat(20_000),
  '\u202e\u0041',
  [],
  {},
  [null],
  { $gt: '' },
  { __proto__: { admin: true } },
);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom('074010203', '+24174010203', '2026-13-45', '2026-01-01T00:00:00Z'),
);

function resolve(doc: Doc, s: Schema | undefined): Schema {
  let out = s ?? {};
  for (let i = 0; out.$ref && i < 10; i++) out = doc.components?.schemas?.[out.$ref.split('/').pop()!] ?? {};
  return out;
}

/** A value of the schema's type most of the time, anything hostile otherwise; objects lose and gain fields. */
export function schemaValue(doc: Doc, schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(doc, schema);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => schemaValue(doc, v, depth + 1)));
  if (s.allOf?.length)
    return schemaValue(
      doc,
      {
        ...s,
        allOf: undefined,
        properties: Object.assign({}, ...s.allOf.map((a) => resolve(doc, a).properties ?? {}), s.properties),
      },
      depth,
    );
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  let typed: fc.Arbitrary<unknown>;
  if (s.enum?.length) typed = fc.constantFrom(...s.enum);
  else if (type === 'integer')
    typed = fc.oneof(
      fc.integer({ min: -5, max: 100 }),
      fc.integer(),
      fc.constantFrom(s.minimum ?? 0, s.maximum ?? 1_000_000_000),
    );
  else if (type === 'number') typed = fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double({ noNaN: true }));
  else if (type === 'boolean') typed = fc.boolean();
  else if (type === 'array')
    typed = depth > 3 ? fc.constant([]) : fc.array(schemaValue(doc, s.items, depth + 1), { maxLength: 4 });
  else if (type === 'object' || s.properties) typed = depth > 3 ? fc.constant({}) : objectOf(doc, s, depth);
  else typed = text;
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: hostile });
}

function objectOf(doc: Doc, s: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const fields = props.map(([name, p]) =>
    fc.option(schemaValue(doc, p, depth + 1), { freq: 5, nil: undefined }).map((v) => [name, v] as const),
  );
  const extra = fc.dictionary(
    fc.constantFrom(
      'role',
      'is_admin',
      'status',
      'id',
      'user_id',
      'sold_tickets',
      'amount',
      '__proto__',
      'constructor',
      'zzz',
    ),
    hostile,
    { maxKeys: 2 },
  );
  return fc.tuple(fc.tuple(...fields), extra, fc.boolean()).map(([pairs, more, addExtra]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of pairs) if (v !== undefined) out[k] = v;
    return addExtra ? Object.assign(out, more) : out;
  });
}

const pathValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '99999999999999999999',
      '1.5',
      'abc',
      'MB-000000-XXXXXX',
      '..',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%00',
      '%C3%A9%F0%9F%98%80',
      encodeURIComponent("' or 1=1 --"),
      'a'.repeat(3000),
    ),
  },
);

/** Requests for one operation: its path filled in, query parameters and a body, often wrong on purpose. */
export function requestOf(doc: Doc, op: Operation, bodyLimitBytes: number): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.pathParams.map(() => pathValue));
  const query = fc.tuple(
    ...op.query.map((q) => fc.option(schemaValue(doc, q.schema), { nil: undefined }).map((v) => [q.name, v] as const)),
  );
  const body = bodyOf(doc, op, bodyLimitBytes);
  return fc.tuple(params, query, body).map(([values, pairs, b]) => {
    let url = op.path;
    op.pathParams.forEach((name, i) => {
      url = url.replace(`{${name}}`, values[i]!);
    });
    const search = new URLSearchParams();
    for (const [k, v] of pairs) if (v !== undefined) search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    const qs = search.toString();
    return { url: qs ? `${url}?${qs}` : url, body: b };
  });
}

function bodyOf(doc: Doc, op: Operation, limit: number): fc.Arbitrary<FuzzRequest['body']> {
  const none = fc.constant(undefined);
  if (op.method === 'get' || op.method === 'delete')
    return fc.oneof(
      { weight: 9, arbitrary: none },
      { weight: 1, arbitrary: fc.jsonValue().map((value) => ({ kind: 'json' as const, value })) },
    );
  const schema = op.body?.schema;
  const shaped = schemaValue(doc, schema ?? { type: 'object' });
  const multipart = fc
    .record({
      fields: fc.dictionary(
        fc.constantFrom(...Object.keys(resolve(doc, schema).properties ?? { name: {} })),
        fc.string({ maxLength: 30 }),
        { maxKeys: 3 },
      ),
      file: fc.option(
        fc.record({
          field: fc.constantFrom(...Object.keys(resolve(doc, schema).properties ?? { file: {} }), 'file'),
          bytes: fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.constant(12 * 1024 * 1024)),
          contentType: fc.constantFrom(
            'image/png',
            'image/jpeg',
            'application/pdf',
            'text/html',
            'application/x-msdownload',
          ),
        }),
        { nil: undefined },
      ),
    })
    .map((m) => ({ kind: 'multipart' as const, ...m }));
  return fc.oneof(
    {
      weight: 12,
      arbitrary: op.body?.kind === 'multipart' ? multipart : shaped.map((value) => ({ kind: 'json' as const, value })),
    },
    { weight: 2, arbitrary: fc.jsonValue().map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom('{', '{"a":', '[1,2', '{"a":1}}', 'null', '"', '\u0000', '{"__proto__":{"x":1}}')
        .map((t) => ({ kind: 'raw' as const, contentType: 'application/json', text: t })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/xml',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=zz',
            'application/json; charset=latin1',
          ),
          fc.string({ maxLength: 60 }),
        )
        .map(([contentType, t]) => ({ kind: 'raw' as const, contentType, text: t })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({
        kind: 'raw' as const,
        contentType: 'application/json',
        text: `{"x":"${'a'.repeat(limit + 1024)}"}`,
      }),
    },
    { weight: 1, arbitrary: multipart },
    { weight: 1, arbitrary: none },
  );
}
