import { nodeVersionProblem } from './node-version.js';

// Checked before the server's modules load: under an older Node.js they crash without a word (a
// segmentation fault under Node 20).
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./start.js');
