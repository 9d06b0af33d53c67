export const forumContent = import.meta.glob<string>('../../../../content/forum/*/*.md', { query: '?raw', import: 'default' });
