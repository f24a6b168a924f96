import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readingMinutes, wordCount } from '@talvio/domain/articles';
import { Marked } from 'marked';
import { z } from 'zod';
import { descriptionText, sanitizeDescriptionHtml } from '../../safe-html.ts';

/** Where the hiring guides are written: one Markdown file each, their covers under `covers/`. */
export const defaultArticlesDir = resolve(dirname(fileURLToPath(import.meta.url)), 'content');

/** A cover is a small SVG drawn for its article (docs/product/articles.md, **covers**). */
export const maxCoverBytes = 4096;

/** What a file's front matter must say, and nothing else. */
const frontMatterSchema = z
  .object({
    slug: z
      .string()
      .max(80)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
    title: z.string().min(1).max(120),
    summary: z.string().min(1).max(300),
    author: z.string().min(1).max(80),
    published: z.iso.date('a date written YYYY-MM-DD'),
    cover: z.string().regex(/^[a-z0-9-]+\.svg$/, 'an .svg file name in covers/'),
  })
  .strict();

/** An article as its file says it, ready to store. */
export interface ArticleFile {
  /** The file it was read from, for messages. */
  file: string;
  slug: string;
  title: string;
  summary: string;
  author: string;
  /** `YYYY-MM-DD`. */
  publishedAt: string;
  bodyHtml: string;
  readingMinutes: number;
  coverSvg: string;
  /** SHA-256 of everything stored: any change to the file, its cover or how it is rendered changes it. */
  contentHash: string;
}

/**
 * Splits a file into its front matter (`key: value` lines between two `---` lines at the top; a value may be put
 * in double quotes) and its Markdown body.
 */
export function parseFrontMatter(text: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ''));
  if (!match) throw new Error('it does not start with front matter between two --- lines');
  const fields: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`front matter line "${line}" is not "key: value"`);
    const key = line.slice(0, colon).trim();
    if (key in fields) throw new Error(`front matter names "${key}" twice`);
    const value = line.slice(colon + 1).trim();
    fields[key] = /^".*"$/.test(value) ? value.slice(1, -1) : value;
  }
  return { fields, body: match[2] ?? '' };
}

const markdown = new Marked({ gfm: true, breaks: false });

/**
 * An article body: Markdown rendered to HTML, then sanitised with the server's allow-list
 * (docs/product/articles.md, **safe body**): whatever HTML the Markdown holds, only the allowed tags reach a reader.
 */
export function renderArticleBody(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeDescriptionHtml(html);
}

/**
 * Refuses a cover that is not a plain drawing: larger than 4 kB, not an SVG document, or holding anything that
 * could run or fetch (scripts, event handlers, links, embedded documents or images, entities).
 */
export function checkCoverSvg(svg: string): string {
  const bytes = Buffer.byteLength(svg, 'utf8');
  if (bytes > maxCoverBytes) throw new Error(`the cover is ${bytes} bytes (at most ${maxCoverBytes})`);
  if (!/^\s*<svg\s[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg) || !/<\/svg>\s*$/.test(svg))
    throw new Error('the cover is not an SVG document (<svg xmlns="http://www.w3.org/2000/svg"> … </svg>)');
  const unsafe =
    /<(script|foreignObject|iframe|image|use|a|style)\b|\son\w+\s*=|href\s*=|<!|url\s*\(\s*['"]?[^#'"\s]/i.exec(
      svg,
    );
  if (unsafe) throw new Error(`the cover holds "${unsafe[0]}"; covers are plain shapes`);
  return svg;
}

/** Reads one article file (and its cover) into what is stored; throws with the reason when it is not valid. */
export async function readArticleFile(dir: string, file: string): Promise<ArticleFile> {
  try {
    const { fields, body } = parseFrontMatter(await readFile(join(dir, file), 'utf8'));
    const parsed = frontMatterSchema.safeParse(fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`front matter ${issue?.path.join('.') || 'field'}: ${issue?.message ?? 'invalid'}`);
    }
    const meta = parsed.data;
    const bodyHtml = renderArticleBody(body);
    if (bodyHtml === '') throw new Error('the body is empty');
    const coverSvg = checkCoverSvg(await readFile(join(dir, 'covers', meta.cover), 'utf8'));
    const stored = {
      slug: meta.slug,
      title: meta.title,
      summary: meta.summary,
      author: meta.author,
      publishedAt: meta.published,
      bodyHtml,
      readingMinutes: readingMinutes(wordCount(descriptionText(bodyHtml))),
      coverSvg,
    };
    const contentHash = createHash('sha256').update(JSON.stringify(stored)).digest('hex');
    return { file, ...stored, contentHash };
  } catch (err) {
    throw new Error(`Article ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Every `*.md` file of a folder, oldest publication first (so a new database numbers them in that order). */
export async function readArticleFiles(dir: string): Promise<ArticleFile[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  const articles = await Promise.all(files.map((file) => readArticleFile(dir, file)));
  const seen = new Map<string, string>();
  for (const article of articles) {
    const other = seen.get(article.slug);
    if (other) throw new Error(`Articles ${other} and ${article.file} have the same slug "${article.slug}".`);
    seen.set(article.slug, article.file);
  }
  return articles.sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.slug.localeCompare(b.slug));
}
