import { describe, expect, it } from 'vitest';
import { allowedDescriptionTags, descriptionText, sanitizeDescriptionHtml } from './safe-html.ts';

const allowed = new Set<string>(allowedDescriptionTags);

/** Every tag of the output is on the allow-list, only <a> has attributes (href http/https/mailto + rel). */
function expectSafe(output: string): void {
  for (const match of output.matchAll(/<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const [, tag = '', attributes = ''] = match;
    expect(allowed.has(tag.toLowerCase()), `tag <${tag}> in ${output}`).toBe(true);
    if (match[0].startsWith('</')) continue;
    const names = [...attributes.matchAll(/([a-zA-Z-:]+)\s*=/g)].map((m) => m[1]?.toLowerCase());
    if (tag !== 'a') expect(names, `attributes on <${tag}> in ${output}`).toEqual([]);
    for (const name of names) expect(['href', 'rel'], `attribute ${name} in ${output}`).toContain(name);
    const href = /href="([^"]*)"/.exec(attributes)?.[1];
    if (href !== undefined) expect(href, output).toMatch(/^(https?:\/\/|mailto:)/i);
  }
  expect(output).not.toMatch(
    /<\s*(script|style|iframe|svg|math|object|embed|img|form|input|meta|link|base)/i,
  );
  expect(output).not.toMatch(/javascript\s*:|vbscript\s*:|data\s*:\s*text/i);
  expect(output).not.toMatch(/\son[a-z]+\s*=/i);
}

/** An XSS corpus: [name, input, what must remain (if anything)]. */
const corpus: [string, string, string | null][] = [
  ['script tag', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
  ['script with src', '<script src="https://evil.example/x.js"></script><p>ok</p>', '<p>ok</p>'],
  ['upper-case script', '<SCRIPT>alert(1)</SCRIPT><p>ok</p>', '<p>ok</p>'],
  ['img onerror', '<p>a<img src=x onerror=alert(1)>b</p>', '<p>ab</p>'],
  ['onclick on an allowed tag', '<p onclick="alert(1)">click</p>', '<p>click</p>'],
  [
    'onmouseover on a link',
    '<a href="https://x.example" onmouseover="alert(1)">x</a>',
    '<a href="https://x.example" rel="noopener noreferrer nofollow">x</a>',
  ],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['JaVaScRiPt: with whitespace', '<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['javascript: with entities', '<a href="&#106;&#97;vascript:alert(1)">x</a>', '<a>x</a>'],
  ['javascript: with tab inside', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
  [
    'data: URL link',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<a>x</a>',
  ],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['protocol-relative link', '<a href="//evil.example">x</a>', '<a>x</a>'],
  ['svg onload', '<svg onload="alert(1)"><circle r="5"></circle></svg><p>ok</p>', '<p>ok</p>'],
  ['svg script', '<svg><script>alert(1)</script></svg>', ''],
  ['math with link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style><p>ok</p>', '<p>ok</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
  ['iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
  ['form and input', '<form action="https://evil.example"><input name="q"><button>Go</button></form>', 'Go'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>ok</p>', '<p>ok</p>'],
  ['base href', '<base href="https://evil.example/"><p>ok</p>', '<p>ok</p>'],
  [
    'encoded script stays text',
    '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  ],
  [
    'nested broken tags',
    '<p><scr<script>ipt>alert(1)</scr</script>ipt></p>',
    '<p>ipt&gt;alert(1)ipt&gt;</p>',
  ],
  ['unclosed tags', '<p><strong>bold<em>both', '<p><strong>bold<em>both</em></strong></p>'],
  ['comment hiding script', '<!--<script>alert(1)</script>--><p>ok</p>', '<p>ok</p>'],
  ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]--><p>ok</p>', '<p>ok</p>'],
  ['CDATA', '<p><![CDATA[<script>alert(1)</script>]]></p>', ''],
  ['template', '<template><script>alert(1)</script></template><p>ok</p>', '<p>ok</p>'],
  ['noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
  ['textarea breakout', '<textarea><script>alert(1)</script></textarea><p>ok</p>', '<p>ok</p>'],
  ['attribute breakout', '<p title="x" onmouseover="alert(1)" x="">ok</p>', '<p>ok</p>'],
  ['unquoted attribute', '<a href=https://ok.example onclick=alert(1)>x</a>', null],
  ['class and id removed', '<h2 class="x" id="y">Title</h2>', '<h2>Title</h2>'],
  ['link target removed', '<a href="https://ok.example" target="_blank" rel="opener">x</a>', null],
  ['img with javascript src', '<img src="javascript:alert(1)">', ''],
  ['video and audio', '<video src="x" onerror="alert(1)"></video><audio src="y"></audio>', ''],
  ['details ontoggle', '<details open ontoggle="alert(1)"><summary>s</summary></details>', 's'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>', '<p>ok</p>'],
];

describe('safe descriptions: description HTML sanitiser with a server-side allow-list', () => {
  it(`has an XSS corpus of at least 25 cases (${corpus.length})`, () => {
    expect(corpus.length).toBeGreaterThanOrEqual(25);
  });

  for (const [name, input, expected] of corpus) {
    it(`XSS: ${name}`, () => {
      const output = sanitizeDescriptionHtml(input);
      expectSafe(output);
      if (expected !== null) expect(output).toBe(expected);
      expect(output.toLowerCase()).not.toContain('alert(1)</script');
    });
  }

  it('keeps every allowed tag of the editor', () => {
    const html =
      '<h2>About</h2><h3>Team</h3><p>A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code><br />g</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote><p>q</p></blockquote>';
    expect(sanitizeDescriptionHtml(html)).toBe(html);
  });

  it('keeps http, https and mailto links and adds rel="noopener noreferrer nofollow"', () => {
    expect(sanitizeDescriptionHtml('<a href="https://talvio.dev/jobs?a=1&amp;b=2">x</a>')).toBe(
      '<a href="https://talvio.dev/jobs?a=1&amp;b=2" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeDescriptionHtml('<a href="http://talvio.dev" rel="opener">x</a>')).toBe(
      '<a href="http://talvio.dev" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeDescriptionHtml('<a href="mailto:jobs@talvio.dev">mail</a>')).toBe(
      '<a href="mailto:jobs@talvio.dev" rel="noopener noreferrer nofollow">mail</a>',
    );
  });

  it('maps the editor synonyms (b, i, del, h1, h4) to the allowed tags', () => {
    expect(sanitizeDescriptionHtml('<h1>T</h1><p><b>b</b><i>i</i><del>d</del></p><h4>x</h4>')).toBe(
      '<h2>T</h2><p><strong>b</strong><em>i</em><s>d</s></p><h3>x</h3>',
    );
  });

  it('an empty editor document is no description', () => {
    expect(sanitizeDescriptionHtml('<p></p>')).toBe('');
    expect(sanitizeDescriptionHtml('<p> <br> </p><ul><li></li></ul>')).toBe('');
    expect(sanitizeDescriptionHtml('<script>x</script>')).toBe('');
  });

  it('descriptionText gives the visible text for the AI, without markup', () => {
    expect(descriptionText('<h2>About</h2><p>Build &amp; ship<br>fast</p><script>x</script>')).toBe(
      'About Build & ship fast',
    );
  });
});
