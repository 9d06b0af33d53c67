export const peaceContent = import.meta.glob<string>('../../../../content/peace/*/*.md', { query: '?raw', import: 'default' });
export const gospelPassages = import.meta.glob<unknown>('../../../../content/peace/*/gospel-passages.json', { import: 'default' });
