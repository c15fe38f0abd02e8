import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';

/**
 * Order, payment, lottery, ticket, refund and payout statuses change only through their transition tables: no file
 * outside the state files (src/modules/<m>/<entity>.state.ts and the helper) assigns `x.status`, sets
 * `status` in an UPDATE of their tables or passes `status` to nativeUpdate of their entities.
 */
const ROOT = join(process.cwd(), 'src');
const ALLOWED = (file: string) => /\.state\.ts$/.test(file) || file === 'common/state-machine.ts';
// variables named after other entities (products, users…) and query filters being built are not these
// entities' statuses
const OTHER_RECEIVERS = new Set([
  'where',
  'filter',
  'product',
  'user',
  'testimonial',
  'notification',
  'session',
  'setting',
  'country',
  'language',
  'profile',
  'category',
  'message',
]);
// the SET list only: `where status = …` is a guard, not a write
const GUARDED_TABLES =
  /update\s+"?(orders|payments|lotteries|tickets|refunds|payouts)"?\s+set\b(?:(?!\bwhere\b)[\s\S])*?[\s,"]status"?\s*=/i;
const GUARDED_ENTITIES = new Set(['Order', 'Payment', 'Lottery', 'Ticket', 'Refund', 'Payout']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [path] : [];
  });
}

type Node = { type?: string; [k: string]: unknown };

function walk(node: unknown, visit: (n: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) walk(n, visit);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') visit(n);
  for (const value of Object.values(n)) if (value && typeof value === 'object') walk(value, visit);
}

const propName = (p: Node | undefined): string | undefined =>
  p?.type === 'Identifier' ? (p.value as string) : p?.type === 'StringLiteral' ? (p.value as string) : undefined;

function receiver(object: Node): string {
  if (object.type === 'Identifier') return object.value as string;
  if (object.type === 'MemberExpression') return propName(object.property as Node) ?? '?';
  if (object.type === 'TsNonNullExpression' || object.type === 'ParenthesisExpression')
    return receiver(object.expression as Node);
  return '?';
}

function offenders(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const ast = parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx'), decorators: true });
  const found: string[] = [];
  walk(ast, (n) => {
    if (n.type === 'AssignmentExpression') {
      const left = n.left as Node;
      if (
        left.type === 'MemberExpression' &&
        propName(left.property as Node) === 'status' &&
        !OTHER_RECEIVERS.has(receiver(left.object as Node))
      ) {
        found.push(`${receiver(left.object as Node)}.status = …`);
      }
    }
    if (n.type === 'StringLiteral' && GUARDED_TABLES.test(n.value as string))
      found.push(`SQL: ${(n.value as string).slice(0, 60)}`);
    if (n.type === 'TemplateLiteral') {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: stands for the template's placeholders in the SQL text checked below
      const text = ((n.quasis as Node[]) ?? []).map((q) => (q.raw as string) ?? '').join('${}');
      if (GUARDED_TABLES.test(text)) found.push(`SQL: ${text.replace(/\s+/g, ' ').slice(0, 60)}`);
    }
    if (n.type === 'CallExpression') {
      const callee = n.callee as Node;
      const args = (n.arguments as { expression: Node }[]) ?? [];
      if (callee.type === 'MemberExpression' && propName(callee.property as Node) === 'nativeUpdate') {
        const entity = args[0]?.expression;
        const values = args[2]?.expression;
        const isGuarded = entity?.type === 'Identifier' && GUARDED_ENTITIES.has(entity.value as string);
        const setsStatus =
          values?.type === 'ObjectExpression' &&
          ((values.properties as Node[]) ?? []).some((p) => propName((p.key as Node) ?? (p as Node)) === 'status');
        if (isGuarded && setsStatus) found.push(`nativeUpdate(${entity!.value as string}, …, { status })`);
      }
    }
  });
  return found;
}

describe('status writes', () => {
  it('go through the order, payment, lottery, ticket and refund state machines only', () => {
    const report: string[] = [];
    for (const file of files(ROOT)) {
      const rel = relative(ROOT, file);
      if (ALLOWED(rel)) continue;
      for (const o of offenders(file)) report.push(`${rel}: ${o}`);
    }
    expect(report).toEqual([]);
  });

  it('would notice a direct write', () => {
    const sample = join(ROOT, 'modules/orders/orders.service.ts');
    expect(offenders(sample)).toEqual([]);
    // the checker itself finds what it looks for: run it on the state files it allows
    expect(offenders(join(ROOT, 'common/state-machine.ts'))).toEqual(['subject.status = …']);
    expect(
      offenders(join(ROOT, 'modules/lotteries/lottery.state.ts')).some((o) =>
        o.startsWith('SQL: update lotteries set status'),
      ),
    ).toBe(true);
    expect(offenders(join(ROOT, 'modules/payments/payment.state.ts'))).toEqual([
      'nativeUpdate(Payment, …, { status })',
    ]);
    expect(offenders(join(ROOT, 'modules/refunds/refund.state.ts'))).toEqual(['refund.status = …']);
  });
});
