import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('rich text shown to staff', () => {
  it('keeps the allowed formatting', () => {
    const out = sanitizeRichText(
      '<h2>About</h2><p><strong>Bold</strong> and <a href="https://talvio.example">a link</a></p>',
    );
    expect(out).toBe(
      '<h2>About</h2><p><strong>Bold</strong> and <a href="https://talvio.example">a link</a></p>',
    );
  });

  it.each([
    '<img src=x onerror="window.hacked=1">',
    '<script>window.hacked=1</script>',
    '<a href="javascript:window.hacked=1">x</a>',
    '<svg><script>window.hacked=1</script></svg>',
    '<p onclick="window.hacked=1">x</p>',
    '<iframe src="https://evil.example"></iframe>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<p style="background:url(javascript:alert(1))">x</p>',
  ])('drops active content: %s', (payload) => {
    expect(sanitizeRichText(payload)).not.toMatch(
      /onerror|onclick|<script|javascript:|<iframe|<svg|<img|data:text|<math|style=/i,
    );
  });
});
