/**
 * Tiny text extractor for the PDFs Chromium (Skia) writes — used only by check.ts to prove that
 * every text PDF has a real text layer containing the labelled values, and that scanned PDFs
 * have none. It understands exactly what Skia emits: uncompressed object dictionaries,
 * FlateDecode content streams, Type0/Identity-H fonts with ToUnicode CMaps, Tj/TJ operators.
 * It is not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function parseObjects(pdf: Buffer): Map<number, PdfObject> {
  const s = pdf.toString('latin1');
  const objs = new Map<number, PdfObject>();
  const re = /(\d+) 0 obj\b/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const end = s.indexOf('endobj', m.index);
    const body = s.slice(m.index + m[0].length, end);
    const si = body.indexOf('stream');
    if (si < 0) {
      objs.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, si);
    const len = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let start = m.index + m[0].length + si + 'stream'.length;
    if (s[start] === '\r') start++;
    if (s[start] === '\n') start++;
    let data = pdf.subarray(start, start + len);
    if (/\/FlateDecode/.test(dict)) data = inflateSync(data);
    objs.set(Number(m[1]), { dict, stream: data });
    re.lastIndex = start + len;
  }
  return objs;
}

function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const hexToStr = (h: string) => {
    let out = '';
    for (let i = 0; i + 4 <= h.length; i += 4)
      out += String.fromCharCode(Number.parseInt(h.slice(i, i + 4), 16));
    return out;
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(m[1] ?? '0', 16), hexToStr(m[2] ?? ''));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const lo = Number.parseInt(m[1] ?? '0', 16);
      const hi = Number.parseInt(m[2] ?? '0', 16);
      const dst = m[3] ?? '';
      if (dst.startsWith('[')) {
        const items = [...dst.matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => hexToStr(x[1] ?? ''));
        for (let c = lo; c <= hi; c++) map.set(c, items[c - lo] ?? '');
      } else {
        const base = hexToStr(dst.slice(1, -1));
        const first = base.charCodeAt(base.length - 1);
        for (let c = lo; c <= hi; c++) map.set(c, base.slice(0, -1) + String.fromCharCode(first + c - lo));
      }
    }
  }
  return map;
}

export interface PdfInfo {
  pages: number;
  /** text of each page, one line per text baseline in drawing order */
  text: string[];
  /** number of text-showing operators found */
  textOps: number;
  images: number;
}

export function readPdf(pdf: Buffer): PdfInfo {
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('not a PDF');
  const objs = parseObjects(pdf);
  const cmaps = new Map<number, Map<number, string>>();
  const fontCMap = (ref: number) => {
    const cached = cmaps.get(ref);
    if (cached) return cached;
    const font = objs.get(ref);
    const tu = Number(/\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '')?.[1] ?? -1);
    const map = parseCMap(objs.get(tu)?.stream?.toString('latin1') ?? '');
    cmaps.set(ref, map);
    return map;
  };
  // pages in reading order: Skia writes a single /Pages node whose /Kids lists every page
  const kids =
    [...objs.values()].find((o) => /\/Type \/Pages\b/.test(o.dict))?.dict.match(/\/Kids \[([^\]]*)\]/)?.[1] ??
    '';
  const pageObjs = [...kids.matchAll(/(\d+) 0 R/g)]
    .map((m) => objs.get(Number(m[1])))
    .filter((o): o is PdfObject => !!o && /\/Type \/Page\b/.test(o.dict));
  const text: string[] = [];
  let textOps = 0;
  let images = 0;
  for (const o of objs.values()) if (/\/Subtype \/Image/.test(o.dict)) images++;
  for (const page of pageObjs) {
    const fonts = new Map<string, number>();
    const fontDict = /\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
    for (const m of fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(m[1] ?? '', Number(m[2]));
    const contentRefs = [
      ...(/\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g),
    ].map((m) => Number(m[1]));
    const content = contentRefs.map((r) => objs.get(r)?.stream?.toString('latin1') ?? '').join('\n');
    let cmap = new Map<number, string>();
    let lastY = Number.NaN;
    let line = '';
    const lines: string[] = [];
    const decode = (hex: string) => {
      let out = '';
      for (let i = 0; i + 4 <= hex.length; i += 4)
        out += cmap.get(Number.parseInt(hex.slice(i, i + 4), 16)) ?? '';
      return out;
    };
    const tokenRe =
      /\/(\w+) [\d.]+ Tf|[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm|<([0-9A-Fa-f]*)> Tj|\[([^\]]*)\] TJ/g;
    for (const m of content.matchAll(tokenRe)) {
      if (m[1] !== undefined) cmap = fontCMap(fonts.get(m[1]) ?? -1);
      else if (m[2] !== undefined) {
        const y = Number(m[2]);
        if (Math.abs(y - lastY) > 1.5) {
          if (line) lines.push(line);
          line = '';
        } else line += ' ';
        lastY = y;
      } else if (m[3] !== undefined) {
        textOps++;
        line += decode(m[3]);
      } else if (m[4] !== undefined) {
        textOps++;
        for (const part of m[4].matchAll(/<([0-9A-Fa-f]*)>|(-?[\d.]+)/g)) {
          if (part[1] !== undefined) line += decode(part[1]);
          else if (Number(part[2]) < -250) line += ' ';
        }
      }
    }
    if (line) lines.push(line);
    text.push(lines.join('\n'));
  }
  return { pages: pageObjs.length, text, textOps, images };
}
