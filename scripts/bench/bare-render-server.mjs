// Anchor: node:https (node:http with the same TLS certificate as the product) and React 19's
// renderToString, rendering per request a page as large as the product's — the same bytes of
// HTML in all and the same bytes of JSON state in a <script> — at each path of argv[2]'s profiles
// ({ port, cert, key, profiles: { '/dashboard': { html, state, status }, … } } as JSON). The state
// is serialized per request, as the product does; the answer is not compressed.
import { readFileSync } from 'node:fs';
import https from 'node:https';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const options = JSON.parse(process.argv[2]);

function Page({ items }) {
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
    ),
  );
}

const item = (id) => ({ id, title: `Entry number ${id}`, note: `A short note that belongs to entry ${id} and is shown beside it.` });
const shell = (markup, state) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Overview</title></head><body><div id="root">${markup}</div><script type="application/json" id="state">${state}</script></body></html>`;

/** Props and state sized so that the page has html bytes in all, state bytes of them the state. */
function sized({ html, state }) {
  const texts = {};
  for (let index = 0; JSON.stringify({ texts }).length < state; index += 1) texts[`section.entry${index}`] = `A sentence of the catalogue, number ${index}, as a page's state carries it.`;
  const markupBytes = (items) => Buffer.byteLength(shell(renderToString(h(Page, { items })), JSON.stringify({ texts })));
  const items = [];
  while (markupBytes(items) < html) items.push(item(items.length));
  return { items, texts };
}

const profiles = new Map(Object.entries(options.profiles).map(([path, profile]) => [path, { ...profile, ...sized(profile) }]));
const server = https.createServer({ cert: readFileSync(options.cert), key: readFileSync(options.key) }, (request, response) => {
  const profile = profiles.get(request.url);
  if (!profile) {
    response.writeHead(404).end();
    return;
  }
  const body = shell(renderToString(h(Page, { items: profile.items })), JSON.stringify({ texts: profile.texts }).replaceAll('<', '\\u003c'));
  response.writeHead(profile.status ?? 200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(options.port, '127.0.0.1');
