// Anchor: node:https (node:http with the same TLS certificate as the product) and React 19's
// renderToString, rendering per request a page as large as the product's — as many elements, the
// same bytes of HTML in all and the same bytes of JSON state in a <script> — at each path of
// argv[2]'s profiles ({ port, cert, key, profiles: { '/dashboard': { html, state, elements,
// status }, … } } as JSON). The state is serialized per request, as the product does; the answer
// is not compressed. It prints the size it reached per path.
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const options = JSON.parse(process.argv[2]);

function Page({ items, filler }) {
  return h(
    'div',
    { className: 'layout' },
    h('header', null, h('nav', { 'aria-label': 'Main' }, h('a', { href: '/' }, 'Home'), ' ', h('a', { href: '/dashboard' }, 'Dashboard'))),
    h(
      'main',
      null,
      h('h1', null, 'Overview'),
      h(
        'ul',
        { className: 'entries' },
        items.map((item) => h('li', { key: item.id }, h('a', { href: `/entry/${item.id}` }, item.title), ' ', h('span', { className: 'note' }, item.note))),
      ),
      h('p', null, filler),
    ),
  );
}

const item = (id) => ({ id, title: `Entry ${id}`, note: `Note ${id}` });
const shell = (markup, state) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Overview</title></head><body><div id="root">${markup}</div><script type="application/json" id="state">${state}</script></body></html>`;
const render = ({ items, filler, texts }) => shell(renderToString(h(Page, { items, filler })), JSON.stringify({ texts }).replaceAll('<', '\\u003c'));
/** Elements of a page outside its JSON state, counted as bench.mjs counts the product's. */
const countElements = (html) => (html.replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '').match(/<[a-z][^>]*>/gi) ?? []).length;

/** Props and state sized so that the page has as many elements, html bytes in all, state bytes of them the state. */
function sized({ html, state, elements }) {
  const texts = {};
  for (let index = 0; JSON.stringify({ texts }).length < state; index += 1) texts[`section.entry${index}`] = `A sentence of the catalogue, number ${index}, as a page's state carries it.`;
  const page = { items: [], filler: '', texts };
  while (countElements(render(page)) < elements) page.items.push(item(page.items.length));
  const missing = html - Buffer.byteLength(render(page));
  if (missing > 0) page.filler = 'Words that fill the page to the size of the product’s page. '.repeat(Math.ceil(missing / 62)).slice(0, missing);
  return page;
}

const profiles = new Map(Object.entries(options.profiles).map(([path, profile]) => [path, { ...profile, ...sized(profile) }]));
for (const [path, profile] of profiles) {
  const body = render(profile);
  console.log(`  anchor page ${path}: ${Buffer.byteLength(body)} bytes, ${countElements(body)} elements (the product's: ${profile.html} bytes, ${profile.elements} elements)`);
}
const server = https.createServer({ cert: readFileSync(options.cert), key: readFileSync(options.key) }, (request, response) => {
  const profile = profiles.get(request.url);
  if (!profile) {
    response.writeHead(404).end();
    return;
  }
  const body = render(profile);
  response.writeHead(profile.status ?? 200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(options.port, '127.0.0.1');
