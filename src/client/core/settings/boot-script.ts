// The one inline script of every page (its CSP hash is allowed, never 'unsafe-inline'). It runs at
// the top of <body>, before the first paint: a stored dark-mode choice sets the body's class, and
// when the address names no language (or, on a local host, no site) a stored choice replaces the
// location, so the visitor's choice wins over the browser's language before anything renders.
// It reads the settings as settings-store.ts writes them (JSON values, versioned). It also starts
// the app once the page has painted (ENTRY_LOADER).
import { STORED_DATA_VERSION } from '@shared/constants';
import { VERSION_KEY } from './settings-store';

/** Attributes of <html> the script reads: the rendered language, site and whether the host is local. */
export const BOOT_ATTRIBUTES = { language: 'data-lang', languages: 'data-languages', domain: 'data-domain', local: 'data-local' } as const;

const a = BOOT_ATTRIBUTES;

/**
 * The app's entry and the page's route chunks load only after the first paint (docs/decisions/024):
 * the server names them on the boot script's element (data-entry, data-preload) instead of in the
 * <head>, so the document alone paints the page, and the browser neither fetches nor evaluates
 * script before it shows the server's markup (on a repeat visit the entry comes from the cache at
 * once and would be evaluated before the first paint). Once the document is parsed and the browser
 * reports its first largest contentful paint (or, without that, its first contentful paint), the
 * loader adds the chunks' modulepreload links and the entry. A hidden tab, which paints nothing, and
 * a browser that reports no paints add them as soon as the document is parsed; after 3 s they are
 * added whatever the browser reported.
 */
export const ENTRY_LOADER =
  '(function(){var d=document,e=d.currentScript,u=e&&e.getAttribute("data-entry");if(!u)return;' +
  'var n=0,add=function(){if(n++)return;' +
  'var p=(e.getAttribute("data-preload")||"").split(" ");' +
  'for(var i=0;i<p.length;i++)if(p[i]){var l=d.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=p[i];d.head.appendChild(l)}' +
  'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=u;d.head.appendChild(s)};' +
  'var go=function(){var P=window.PerformanceObserver,t=(P&&P.supportedEntryTypes)||[],' +
  'k=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";' +
  'if(!k||d.visibilityState==="hidden")return add();' +
  'd.addEventListener("visibilitychange",add);setTimeout(add,3e3);' +
  'new P(function(l,o){var x=l.getEntries();for(var i=0;i<x.length;i++)if(k!=="paint"||x[i].name==="first-contentful-paint"){o.disconnect();add();return}}).observe({type:k,buffered:true})};' +
  'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",go);else go()' +
  '})();';

export const BOOT_SCRIPT =
  ENTRY_LOADER +
  '(function(){try{' +
  'var s=localStorage,h=document.documentElement,c=document.body.classList;' +
  `if(!(Number(s.getItem(${JSON.stringify(VERSION_KEY)}))>=${STORED_DATA_VERSION}))return;` +
  'var g=function(k){try{return JSON.parse(s.getItem(k))}catch(e){return null}};' +
  'var m=g("darkMode");if(m===true)c.add("dark-mode");else if(m===false)c.add("light-mode");' +
  'var u=new URL(location.href),p=u.searchParams,l=g("languageShort"),o=g("domainName");' +
  `if(!p.has("lang")&&typeof l==="string"&&l!==h.getAttribute("${a.language}")&&(" "+h.getAttribute("${a.languages}")+" ").indexOf(" "+l+" ")>=0){p.set("lang",l);location.replace(u);return}` +
  `if(h.hasAttribute("${a.local}")&&!p.has("domain")&&typeof o==="string"&&o!==h.getAttribute("${a.domain}")){p.set("domain",o);location.replace(u)}` +
  '}catch(e){}})()';
