// npm start: builds when the build is missing or older than its sources, then runs the compiled
// server with NODE_ENV=production unless NODE_ENV says otherwise (production-env.mjs, imported first).
import './production-env.mjs';
import { ensureBuilt } from './build-if-needed.mjs';

ensureBuilt();
await import('../dist/server/main.js');
