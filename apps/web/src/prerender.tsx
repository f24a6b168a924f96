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
 * has rendered theirs.
 */
export async function prerenderPages(
  template: string,
): Promise<{ path: string; file: string; html: string }[]> {
  const visitorPages = await Promise.all(
    firstScreenPages.map(async (page) => ({
      path: page.path,
      file: page.file,
      html: pageHtml(template, page.path, await render(page.path)),
    })),
  );
  // A signed-in page has no markup: only the inline script that asks for its first answers — from this origin's
  // API, so none when the app was built for an API elsewhere.
  const signedInPages = (apiBase === '/api' ? earlyAnswerPages : []).map((page) => ({
    path: page.path,
    file: page.file,
    html: replaced(template, charset, `${charset}\n    <script>${earlyAnswersScript}</script>`),
  }));
  return [...visitorPages, ...signedInPages];
}

const charset = '<meta charset="UTF-8" />';

function replaced(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`prerender: index.html has no ${from}`);
  return text.replace(from, () => to);
}

function pageHtml(template: string, path: string, markup: string): string {
  let html = replaced(template, '<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">');
  html = replaced(
    html,
    charset,
    `${charset}\n` +
      `    <script>${firstPaintScript}</script>\n` +
      '    <style>html[data-signed-in] #root[data-prerendered]{visibility:hidden}</style>',
  );
  return replaced(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${path}" inert>${markup}</div>`,
  );
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
