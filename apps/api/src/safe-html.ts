import { descriptionAllowedTags } from '@talvio/contracts/jobs';
import sanitizeHtml from 'sanitize-html';

/**
 * The server's one HTML allow-list, for the rich text it stores and serves: job descriptions and the hiring guides
 * (docs/product/articles.md, **safe body**). The only markup kept is the rich-text editor's subset.
 */
export const allowedDescriptionTags = descriptionAllowedTags;

const linkRel = 'noopener noreferrer nofollow';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...allowedDescriptionTags],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  // Unknown tags go, their text stays; these go with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'select',
    'head',
  ],
  // Editors and pasted text use these for the same meaning; keep the meaning, not the tag.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    // A link keeps an http(s) or mailto href and gets rel; any other href goes (the scheme allow-list
    // above checks it again).
    a: (_tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const kept: sanitizeHtml.Attributes = /^(https?:\/\/|mailto:)/i.test(href)
        ? { href, rel: linkRel }
        : {};
      return { tagName: 'a', attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && frame.text.trim() === '',
};

/**
 * Sanitises a job description with an allow-list (docs/product/jobs.md, **safe descriptions**):
 * p, br, strong, em, u, s, h2, h3, ul, ol, li, blockquote, code and a[href] with http, https or mailto
 * only (rel="noopener noreferrer nofollow" added). Everything else is removed; scripts, styles, frames,
 * SVG and MathML with their content.
 */
export function sanitizeDescriptionHtml(html: string): string {
  const clean = sanitizeHtml(html, options).trim();
  // An editor's empty document ("<p></p>") is no description at all.
  return descriptionText(clean) === '' ? '' : clean;
}

const entities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The visible text of (sanitised) HTML, whitespace collapsed: for "is there a description" and the AI. */
export function descriptionText(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: options.nonTextTags ?? [],
  })
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_m, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
