import { describe, expect, it } from 'vitest';
import { AssetManifest } from './asset-manifest';

const manifest = new AssetManifest({
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_react.js'] },
  'sites/forum/routes.tsx': { file: 'assets/routes-4.js', imports: ['_shared.js', 'index.html'] },
  'sites/forum/media-page.tsx': { file: 'assets/media-page-5.js', imports: ['_shared.js'], css: ['assets/media-page-5.css'] },
  'core/i18n/locales/de.json': { file: 'assets/de-6.js' },
});

describe('AssetManifest', () => {
  it('preloads the modules with their static imports and styles, leaving out the entry’s own', () => {
    expect(manifest.preloadsFor(['sites/forum/routes.tsx', 'sites/forum/media-page.tsx', 'core/i18n/locales/de.json'])).toEqual({
      scripts: ['/assets/routes-4.js', '/assets/shared-3.js', '/assets/media-page-5.js', '/assets/de-6.js'],
      styles: ['/assets/media-page-5.css'],
    });
  });

  it('makes the preloads of a list of modules once, frozen, and each list its own', () => {
    const forum = manifest.preloadsFor(['sites/forum/routes.tsx', 'sites/forum/media-page.tsx']);
    expect(manifest.preloadsFor(['sites/forum/routes.tsx', 'sites/forum/media-page.tsx'])).toBe(forum);
    expect(Object.isFrozen(forum) && Object.isFrozen(forum.scripts) && Object.isFrozen(forum.styles)).toBe(true);
    expect(manifest.preloadsFor(['sites/forum/routes.tsx'])).toEqual({ scripts: ['/assets/routes-4.js', '/assets/shared-3.js'], styles: [] });
    expect(manifest.preloadsFor(['sites/forum/media-page.tsx', 'sites/forum/routes.tsx'])).toEqual({ scripts: ['/assets/media-page-5.js', '/assets/shared-3.js', '/assets/routes-4.js'], styles: ['/assets/media-page-5.css'] });
  });

  it('ignores modules it does not know', () => {
    expect(manifest.preloadsFor(['nothing.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});
