import { tokenStorageKey } from './session.ts';

/** Where the colour scheme a user picked is kept (Mantine's own default key). */
export const colorSchemeStorageKey = 'mantine-color-scheme-value';

/**
 * Pages served with an HTML file of their own instead of the bare index.html (docs/product/app-shell.md, **first
 * paint**): a visitor's first screen rendered in at build time, with the code and styles it loads named in the head.
 */
export const firstScreenPages = [
  { path: '/', file: 'landing.html' },
  { path: '/login', file: 'login.html' },
] as const;

/**
 * The one inline script of a prerendered page; it runs in the head, before the page paints. It applies the stored
 * colour scheme (so a dark-mode user never sees the light page first) and marks the page as signed in when an ID
 * token is stored: the prerendered screens are those of visitors, so a signed-in user's page stays blank until
 * the app has rendered theirs. The server allows exactly this script by its hash in the Content Security Policy.
 */
export const firstPaintScript = [
  'try{',
  'var d=document.documentElement,',
  `s=localStorage.getItem(${JSON.stringify(colorSchemeStorageKey)});`,
  'if(s==="auto")s=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";',
  'd.setAttribute("data-mantine-color-scheme",s==="dark"?"dark":"light");',
  `if(localStorage.getItem(${JSON.stringify(tokenStorageKey)}))d.setAttribute("data-signed-in","");`,
  '}catch(e){}',
].join('');
