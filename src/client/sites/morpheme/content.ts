export const morphemeContent = import.meta.glob<string>('../../../../content/morpheme/*/*.md', { query: '?raw', import: 'default' });
export const galleryContent = import.meta.glob<unknown>('../../../../content/morpheme/*/gallery.json', { import: 'default' });
