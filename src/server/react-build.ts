// Which React build this process rendered with: the production build unless NODE_ENV said
// otherwise when React was first imported (scripts/production-env.mjs sets it for npm start,
// npm run serve and npm run bench). Read from Node's module cache, where React's CommonJS entry
// leaves the file it chose.
import { createRequire } from 'node:module';

const REACT_DOM_SERVER = /[\\/]react-dom[\\/]cjs[\\/]react-dom-server[.-][\w.-]*\.(production|development)\.js$/;

/** 'production' or 'development' once react-dom/server is loaded; null before. */
export function loadedReactBuild(cache: Record<string, unknown> = createRequire(import.meta.url).cache): 'production' | 'development' | null {
  for (const file of Object.keys(cache)) {
    const build = REACT_DOM_SERVER.exec(file)?.[1];
    if (build === 'production' || build === 'development') return build;
  }
  return null;
}
