// Loaded before anything else by npm start, npm run serve and npm run bench: React (and other
// libraries) pick their production build from NODE_ENV when first imported, and the development
// build renders pages about 1.4× slower. An explicit NODE_ENV (e.g. development) is kept.
process.env.NODE_ENV ||= 'production';
