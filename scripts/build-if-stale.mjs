// npm start's first step: builds the server and the pages when they are missing or older than their
// sources (the first time, about a minute), so that the app then starts from its build in seconds.
import { ensureBuild } from './lib/ensure-build.mjs';

ensureBuild(['build/src/main.js', 'dist/server', 'dist/client'], 'start');
