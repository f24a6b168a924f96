import { tokenRefreshWindowSeconds, tokenStorageKey } from './session.ts';

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

/** The dashboard's GETs that every role reads (their queries live in the web app), sent with the page's code. */
/** How many lines each of the dashboard's candidate lists shows. */
export const dashboardListLength = 5;

export const dashboardEarlyPaths = {
  currentUser: '/users/current',
  invitationCount: '/job-candidates/invitations/current/count',
  recentActivities: '/activities?limit=10',
  jobCounts: '/jobs?pageSize=1',
  pendingCandidates: `/job-candidates?status=pending&sort=expires_at&order=asc&page_size=${dashboardListLength}`,
  topCandidates: `/job-candidates?status=evaluated&sort=score&order=desc&page_size=${dashboardListLength}`,
  overview: '/organisation/overview',
} as const;

/**
 * Signed-in pages with an HTML file of their own (docs/product/app-shell.md, **early answers**): index.html that
 * names the page's code and styles in its head and asks the API for the page's first answers from an inline
 * script, so code and answers travel together instead of one after the other.
 */
export const earlyAnswerPages = [{ path: '/dashboard', file: 'dashboard.html' }] as const;

/** Where the inline script leaves its requests for the app (lib/early-requests.ts takes them from there). */
export const earlyAnswersGlobal = '__talvioEarlyAnswers';

/**
 * The inline script of an early-answer page. With a stored ID token that is not within `tokenRefreshWindowSeconds`
 * of expiring, it sends the dashboard's GETs to the same-origin API with that token and leaves the pending answers
 * on `window[earlyAnswersGlobal]`; with no token, an expiring one or anything unusual it sends nothing, and the app
 * asks as usual. The server allows exactly this script by its hash in the Content Security Policy.
 */
export const earlyAnswersScript = [
  'try{',
  `var t=localStorage.getItem(${JSON.stringify(tokenStorageKey)}),`,
  'c=t&&JSON.parse(atob(t.split(".")[1].replace(/-/g,"+").replace(/_/g,"/")));',
  `if(c&&typeof c.exp==="number"&&c.exp*1e3-Date.now()>${tokenRefreshWindowSeconds}e3){`,
  `var e=window[${JSON.stringify(earlyAnswersGlobal)}]={token:t,sentAt:Date.now(),answers:{}};`,
  `${JSON.stringify(Object.values(dashboardEarlyPaths))}.forEach(function(p){`,
  'e.answers[p]=fetch("/api"+p,{headers:{authorization:"Bearer "+t}}).catch(function(){return null})',
  '})}',
  '}catch(x){}',
].join('');
