// npm start: builds when the build is missing or older than its sources, then runs the compiled server.
import { ensureBuilt } from './build-if-needed.mjs';

ensureBuilt();
await import('../dist/server/main.js');
