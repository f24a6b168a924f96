import { describe, expect, it } from 'vitest';
import { escapeHtml, withArticleHead } from './article-head.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app's own description." />
    <title>Talvio — AI-assisted hiring</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const article = { id: 7, title: 'Fair interviews', summary: 'How to run them.', publishedAt: '2026-05-01' };

describe('shareable', () => {
  it('shareable: the head names the article: title, one description, Open Graph tags and the canonical address', () => {
    const html = withArticleHead(indexHtml, article, 'https://talvio.example');
    expect(html).toContain('<title>Fair interviews — Talvio</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="How to run them." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:title" content="Fair interviews" />');
    expect(html).toContain('<meta property="og:description" content="How to run them." />');
    expect(html).toContain('<meta property="og:url" content="https://talvio.example/articles/7" />');
    expect(html).toContain('<link rel="canonical" href="https://talvio.example/articles/7" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('shareable: every value is HTML-escaped, and "$" patterns in a title stay text', () => {
    const html = withArticleHead(
      indexHtml,
      { ...article, title: `<script>alert("x")</script> & 'more' $& $1`, summary: '"Quoted" <b>bold</b>' },
      'https://talvio.example',
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39; $&amp; $1 — Talvio</title>',
    );
    expect(html).toContain(
      '<meta property="og:description" content="&quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt;" />',
    );
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});
