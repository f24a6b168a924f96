/**
 * The build's prerender entry (prerender.ts beside vite.config.ts): renders a page's first screen as a visitor sees
 * it, to HTML, with every lazy part loaded. Runs in Node at build time only.
 */
import { finished } from 'node:stream/promises';
import {
  earlyAnswerPages,
  earlyAnswersScript,
  firstPaintScript,
  firstScreenPages,
} from '@talvio/domain/first-paint';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app.tsx';
import { AppRoutes } from './app/routes.tsx';
import { StaffSkeleton } from './app/staff-skeleton.tsx';
import { apiBase } from './lib/api-base.ts';

/** A visitor's browser storage: empty (no session, no colour scheme picked). */
class EmptyStorage {
  readonly length = 0;
  getItem = () => null;
  setItem = () => {};
  removeItem = () => {};
  clear = () => {};
  key = () => null;
}

Object.assign(globalThis, { localStorage: new EmptyStorage(), sessionStorage: new EmptyStorage() });

/**
 * Each first-screen page as a file: index.html (`template`) with the page's markup in its root (inert until the app
 * takes it over), the first-paint script, and the rule that keeps it hidden from a signed-in user until the app
 * has rendered theirs; then each signed-in page of `earlyAnswerPages`, with the staff shell's frame.
 */
export async function prerenderPages(
  template: string,
): Promise<{ path: string; file: string; html: string; styled: boolean }[]> {
  const visitorPages = await Promise.all(
    firstScreenPages.map(async (page) => ({
      path: page.path,
      file: page.file,
      styled: true,
      html: pageHtml(template, {
        scripts: [firstPaintScript],
        style: 'html[data-signed-in] #root[data-prerendered]{visibility:hidden}',
        // Inert until the app has taken it over (app/first-screen-ready.tsx).
        root: `<div id="root" data-prerendered="${page.path}" inert>${await render(page.path)}</div>`,
      }),
    })),
  );
  // A signed-in page carries the staff shell's frame (hidden from visitors, who are sent to sign in) and the inline
  // script that asks for its first answers — from this origin's API, so none when the app was built for an API
  // elsewhere.
  const skeleton = renderToString(
    <AppProviders>
      <StaffSkeleton />
    </AppProviders>,
  );
  const signedInPages = (apiBase === '/api' ? earlyAnswerPages : []).map((page) => ({
    path: page.path,
    file: page.file,
    styled: false,
    html: pageHtml(template, {
      scripts: [firstPaintScript, earlyAnswersScript],
      style: 'html:not([data-signed-in]) #root[data-skeleton]{visibility:hidden}',
      root: `<div id="root" data-skeleton>${skeleton}</div>`,
    }),
  }));
  return [...visitorPages, ...signedInPages];
}

const charset = '<meta charset="UTF-8" />';

function replaced(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`prerender: index.html has no ${from}`);
  return text.replace(from, () => to);
}

/**
 * index.html with the page's first screen in its root, its inline scripts (the server allows each by its hash) and
 * the rule that keeps the screen hidden from whoever it is not for.
 */
function pageHtml(template: string, page: { scripts: string[]; style: string; root: string }): string {
  let html = replaced(template, '<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
  html = replaced(
    html,
    charset,
    `${charset}\n${page.scripts.map((script) => `    <script>${script}</script>\n`).join('')}` +
      `    <style>${page.style}</style>`,
  );
  return replaced(html, '<div id="root"></div>', page.root);
}

/**
 * The HTML of the page at `url`. A first pass loads every lazy part the page suspends on; the second renders it
 * in one piece, with nothing left to stream (a streamed boundary would need an inline script to show itself).
 */
async function render(url: string): Promise<string> {
  const page = () => (
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
  const { prelude } = await prerenderToNodeStream(page(), {
    onError(error) {
      throw error;
    },
  });
  prelude.resume();
  await finished(prelude);
  const html = renderToString(page());
  if (html.includes('<script')) throw new Error(`prerender: ${url} still suspends on something`);
  return html;
}
