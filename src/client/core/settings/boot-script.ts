// The one inline script of every page (its CSP hash is allowed, never 'unsafe-inline'). It runs at
// the top of <body>, before the first paint: a stored dark-mode choice sets the body's class, and
// when the address names no language (or, on a local host, no site) a stored choice replaces the
// location, so the visitor's choice wins over the browser's language before anything renders.
// It reads the settings as settings-store.ts writes them (JSON values, versioned).
import { STORED_DATA_VERSION } from '@shared/constants';
import { VERSION_KEY } from './settings-store';

/** Attributes of <html> the script reads: the rendered language, site and whether the host is local. */
export const BOOT_ATTRIBUTES = { language: 'data-lang', languages: 'data-languages', domain: 'data-domain', local: 'data-local' } as const;

const a = BOOT_ATTRIBUTES;

export const BOOT_SCRIPT =
  '(function(){try{' +
  'var s=localStorage,h=document.documentElement,c=document.body.classList;' +
  `if(!(Number(s.getItem(${JSON.stringify(VERSION_KEY)}))>=${STORED_DATA_VERSION}))return;` +
  'var g=function(k){try{return JSON.parse(s.getItem(k))}catch(e){return null}};' +
  'var m=g("darkMode");if(m===true)c.add("dark-mode");else if(m===false)c.add("light-mode");' +
  'var u=new URL(location.href),p=u.searchParams,l=g("languageShort"),o=g("domainName");' +
  `if(!p.has("lang")&&typeof l==="string"&&l!==h.getAttribute("${a.language}")&&(" "+h.getAttribute("${a.languages}")+" ").indexOf(" "+l+" ")>=0){p.set("lang",l);location.replace(u);return}` +
  `if(h.hasAttribute("${a.local}")&&!p.has("domain")&&typeof o==="string"&&o!==h.getAttribute("${a.domain}")){p.set("domain",o);location.replace(u)}` +
  '}catch(e){}})()';
