// The yardstick of first-visit JavaScript: a minimal Vite + React 19 + React Router 7 page, built
// in the same run with the same Vite, and its JavaScript measured compressed (gzip, brotli).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, Outlet, RouterProvider, createBrowserRouter } from 'react-router';

function Layout() {
  return (
    <>
      <nav><Link to="/">Home</Link> <Link to="/about">About</Link></nav>
      <main><Outlet /></main>
    </>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Layout />, children: [{ index: true, element: <h1>Home</h1> }, { path: 'about', element: <h1>About</h1> }] },
]);

createRoot(document.getElementById('root')).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`;

export function compressedSizes(buffers) {
  return buffers.reduce(
    (sum, body) => ({
      raw: sum.raw + body.length,
      gzip: sum.gzip + gzipSync(body, { level: 9 }).length,
      brotli: sum.brotli + brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** Builds the minimal page into dir and returns the sizes of the JavaScript its first visit loads. */
export async function minimalPageJavaScript(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Minimal</title></head><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>');
  writeFileSync(path.join(dir, 'main.jsx'), MAIN);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: path.join(dir, 'dist'), manifest: true, target: 'es2022', reportCompressedSize: false },
  });
  const manifest = JSON.parse(readFileSync(path.join(dir, 'dist', '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  visit('index.html');
  return { files: files.size, ...compressedSizes([...files].map((file) => readFileSync(path.join(dir, 'dist', file)))) };
}
