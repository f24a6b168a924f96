import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readingMinutes, wordCount } from '@talvio/domain/articles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedDescriptionTags, descriptionText } from '../../safe-html.ts';
import {
  type ArticleFile,
  checkCoverSvg,
  defaultArticlesDir,
  maxCoverBytes,
  parseFrontMatter,
  readArticleFiles,
  renderArticleBody,
} from './article-files.ts';

const cover =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

const articleText = (front: Record<string, string>, body = 'Some words.') =>
  `---\n${Object.entries(front)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n\n${body}\n`;

const front = {
  slug: 'a-guide',
  title: 'A guide',
  summary: 'What it says.',
  author: 'A Writer',
  published: '2026-04-01',
  cover: 'a-guide.svg',
};

describe('the hiring guides as shipped', () => {
  let shipped: ArticleFile[];
  beforeAll(async () => {
    shipped = await readArticleFiles(defaultArticlesDir);
  });

  it('six guides: structured interviews, inclusive job descriptions, rubrics, candidate experience, one-way interviews, candidate data privacy', () => {
    expect(shipped.map((a) => a.slug).sort()).toEqual([
      'asynchronous-interviews',
      'candidate-data-privacy',
      'candidate-experience',
      'inclusive-job-descriptions',
      'rubrics-reduce-bias',
      'structured-interviews',
    ]);
  });

  it('six guides: each has a title, summary, author, a 2026 date, a cover and a body of 700–1,100 words', () => {
    for (const article of shipped) {
      const words = wordCount(descriptionText(article.bodyHtml));
      expect(words, article.slug).toBeGreaterThanOrEqual(700);
      expect(words, article.slug).toBeLessThanOrEqual(1100);
      expect(article.readingMinutes, article.slug).toBe(readingMinutes(words));
      expect(article.publishedAt, article.slug).toMatch(/^2026-\d\d-\d\d$/);
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.summary.length, article.slug).toBeGreaterThan(60);
      expect(article.author, article.slug).not.toBe('');
    }
  });

  it('covers: each an SVG of at most 4 kB with plain shapes only', () => {
    for (const article of shipped) {
      expect(Buffer.byteLength(article.coverSvg), article.slug).toBeLessThanOrEqual(maxCoverBytes);
      expect(() => checkCoverSvg(article.coverSvg), article.slug).not.toThrow();
    }
  });

  it('safe body: the shipped bodies use only the allowed tags, headings from h2 down (the title is the h1)', () => {
    const allowed = new Set<string>(allowedDescriptionTags);
    for (const article of shipped) {
      const tags = [...article.bodyHtml.matchAll(/<([a-z0-9]+)[\s>]/g)].map((m) => m[1] ?? '');
      expect(
        tags.filter((tag) => !allowed.has(tag)),
        article.slug,
      ).toEqual([]);
      expect(tags, article.slug).toContain('h2');
    }
  });

  it('six guides: typographic quotation marks open and close in pairs, and no straight quotes are left', () => {
    for (const article of shipped) {
      const text = descriptionText(article.bodyHtml);
      expect(text.match(/“/g)?.length ?? 0, article.slug).toBe(text.match(/”/g)?.length ?? 0);
      expect(text, article.slug).not.toMatch(/”\p{L}|\p{L}“|["']/u);
    }
  });

  it('not an advertisement: Talvio is named at most once in each guide', () => {
    for (const article of shipped) {
      const mentions = descriptionText(article.bodyHtml).match(/Talvio/g) ?? [];
      expect(mentions.length, article.slug).toBeLessThanOrEqual(1);
    }
  });
});

describe('safe body', () => {
  it('safe body: a <script> in the Markdown never reaches the HTML, nor does anything inside it', () => {
    const html = renderArticleBody(
      'Before.\n\n<script>alert("x")</script>\n\nAfter <script>steal()</script> this.',
    );
    expect(html).not.toMatch(/<script|alert|steal/i);
    expect(html).toContain('Before.');
    expect(html).toContain('After');
  });

  it('safe body: event handlers, frames, images, styles and javascript: links are removed; text stays', () => {
    const html = renderArticleBody(
      [
        '<img src="x" onerror="alert(1)"> Image text.',
        '<iframe src="https://example.org"></iframe>',
        '<p style="color:red" onclick="go()">Styled</p>',
        '[click](javascript:alert(1)) and [home](https://example.org/guide)',
        '<svg><script>x()</script></svg>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/onerror|onclick|<img|<iframe|style=|javascript:|<svg|x\(\)/i);
    expect(html).toContain('Image text.');
    expect(html).toContain('Styled');
    expect(html).toContain('<a href="https://example.org/guide" rel="noopener noreferrer nofollow">home</a>');
  });

  it('safe body: Markdown headings, lists, quotes and emphasis become their HTML', () => {
    const html = renderArticleBody(
      '# Top\n\n## Part\n\n### Sub\n\n- one\n- two\n\n1. first\n\n> A quote\n\n**strong** and *soft*',
    );
    expect(html).toContain('<h2>Top</h2>');
    expect(html).toContain('<h2>Part</h2>');
    expect(html).toContain('<h3>Sub</h3>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>/);
    expect(html).toContain('<strong>strong</strong> and <em>soft</em>');
  });
});

describe('article files', () => {
  it('guides from files: front matter is key: value lines between --- lines; a quoted value loses its quotes; the rest is the body', () => {
    const { fields, body } = parseFrontMatter(
      '---\nslug: x\ntitle: "A: title"\n# a comment\nsummary: Words: more words\n---\n\nBody text.\n',
    );
    expect(fields).toEqual({ slug: 'x', title: 'A: title', summary: 'Words: more words' });
    expect(body.trim()).toBe('Body text.');
  });

  it('guides from files: a file without front matter, or naming a key twice, is refused', () => {
    expect(() => parseFrontMatter('No front matter.')).toThrow(/front matter/);
    expect(() => parseFrontMatter('---\nslug: a\nslug: b\n---\nBody')).toThrow(/twice/);
  });

  it('covers: scripts, event handlers, links, styles, outside references and files over 4 kB are refused', () => {
    const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
    expect(checkCoverSvg(cover)).toBe(cover);
    for (const bad of [
      wrap('<script>alert(1)</script>'),
      wrap('<rect onload="alert(1)"/>'),
      wrap('<a href="https://example.org"><rect/></a>'),
      wrap('<image href="https://example.org/x.png"/>'),
      wrap('<style>rect{fill:red}</style>'),
      wrap('<rect fill="url(https://example.org/x)"/>'),
      wrap('<foreignObject><div/></foreignObject>'),
      '<!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg"></svg>',
      '<html><body></body></html>',
      wrap(`<rect/>${' '.repeat(maxCoverBytes)}`),
    ]) {
      expect(() => checkCoverSvg(bad), bad.slice(0, 60)).toThrow();
    }
    expect(() => checkCoverSvg(wrap('<rect fill="url(#g)"/>'))).not.toThrow();
  });

  describe('a folder of files', () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'talvio-articles-unit-'));
      await mkdir(join(dir, 'covers'));
      await writeFile(join(dir, 'covers', 'a-guide.svg'), cover);
    });
    afterAll(async () => rm(dir, { recursive: true, force: true }));

    const write = (name: string, text: string) => writeFile(join(dir, name), text);

    it('guides from files: each file is read, oldest first, with its reading time (words ÷ 220, rounded up)', async () => {
      await write(
        'b.md',
        articleText({ ...front, slug: 'newer', published: '2026-06-01' }, 'word '.repeat(441)),
      );
      await write('a.md', articleText(front, 'word '.repeat(220)));
      const read = await readArticleFiles(dir);
      expect(read.map((a) => [a.slug, a.readingMinutes])).toEqual([
        ['a-guide', 1],
        ['newer', 3],
      ]);
      await rm(join(dir, 'b.md'));
    });

    it('guides from files: refuses a file whose front matter is missing a field, names an unknown one or has a bad date, naming the file', async () => {
      const { author: _author, ...noAuthor } = front;
      for (const bad of [noAuthor, { ...front, colour: 'blue' }, { ...front, published: '1 April 2026' }]) {
        await write('bad.md', articleText(bad));
        await expect(readArticleFiles(dir)).rejects.toThrow(/Article bad\.md: front matter/);
      }
      await rm(join(dir, 'bad.md'));
    });

    it('guides from files: refuses two files with the same slug, and a cover that does not exist', async () => {
      await write('twin.md', articleText(front));
      await expect(readArticleFiles(dir)).rejects.toThrow(/same slug "a-guide"/);
      await write('twin.md', articleText({ ...front, slug: 'twin', cover: 'missing.svg' }));
      await expect(readArticleFiles(dir)).rejects.toThrow(/Article twin\.md: .*missing\.svg/);
      await rm(join(dir, 'twin.md'));
    });
  });
});
