import { existsSync, readFileSync } from 'node:fs';
import { stripTypeScriptTypes } from 'node:module';

const DIR = new URL('../../../common/draw-verifier/', import.meta.url);

/**
 * The JavaScript of a file of src/common/draw-verifier, as shipped in the downloadable verifiers: the
 * compiled file beside this one's compiled self, or, when running from the sources (tests), the
 * TypeScript with its types removed.
 */
export function verifierModuleSource(name: 'verify-draw' | 'cli'): string {
  const js = new URL(`${name}.js`, DIR);
  if (existsSync(js)) return readFileSync(js, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
  return stripTypeScriptTypes(readFileSync(new URL(`${name}.ts`, DIR), 'utf8'));
}
