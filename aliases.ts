// Import path aliases, one list for Vite, Vitest and (mirrored in tsconfig.json) TypeScript.
import { fileURLToPath } from 'node:url';

const folder = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const ALIASES = {
  '@shared': folder('./src/shared'),
  '@client': folder('./src/client'),
  '@server': folder('./src/server'),
};
