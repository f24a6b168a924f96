/** CSS shared by the HTML templates, driven by a résumé's theme. */
import type { HtmlDesign } from '../types.js';

const headingCss: Record<string, string> = {
  rule: 'border-bottom: 1px solid var(--accent); padding-bottom: 2px; letter-spacing: .06em;',
  bar: 'border-left: 4px solid var(--accent); padding-left: 7px;',
  plain: 'font-size: 1.32em; color: #111; font-weight: 700; margin-top: 16px;',
  smallcaps:
    'font-variant: small-caps; letter-spacing: .08em; border-bottom: .5px solid #999; font-size: 1.2em;',
  band: 'background: var(--accent); color: #fff; padding: 2px 8px;',
  underline: 'text-decoration: underline; text-underline-offset: 3px;',
};

/** Role paragraphs, entry notes, inline sections, three-column skills. */
const PART_RULES = `
  .rtext { margin: 2px 0 3px; }
  .note { font-style: italic; color: #444; margin: 0 0 8px; }
  p.inl { margin: 4px 0; }
  table.grid3 { border-collapse: collapse; width: 100%; }
  table.grid3 td { border: .5px solid #bbb; padding: 2px 6px; width: 33%; }`;

export function css(d: HtmlDesign, partRules = false): string {
  const th = d.theme;
  const upper = th.upperHeadings ? 'text-transform: uppercase;' : '';
  return `
  :root { --accent: ${th.accent}; }
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body { font-family: ${th.font}; font-size: ${th.size}pt; line-height: 1.32; color: #222;
    -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  a { color: inherit; text-decoration: none; }
  h1 { font-family: ${th.headingFont ?? th.font}; font-size: 2.05em; margin: 0; line-height: 1.15; color: #111; }
  .headline { font-size: 1.15em; color: var(--accent); margin-top: 2px; }
  header.hd { margin-bottom: 8px; text-align: ${th.headerAlign ?? 'left'}; }
  header.banner { background: var(--accent); color: #fff; padding: 14px 18px 12px; margin: 0 0 10px; }
  header.banner h1, header.banner .headline { color: #fff; }
  .contact { margin-top: 5px; color: #333; }
  header.banner .contact { color: #f2f2f2; }
  .contact .sep { color: #888; white-space: pre-wrap; }
  .contact.inline .ci { white-space: nowrap; }
  .contact .clabel { font-weight: 700; color: var(--accent); }
  header.banner .contact .clabel { color: #fff; }
  .contact.stacked div { margin: 2px 0; word-break: break-word; }
  table.contact.rows { border-collapse: collapse; }
  table.contact.rows td { padding: 1px 8px 1px 0; vertical-align: top; }
  h2.sh { font-family: ${th.headingFont ?? th.font}; font-size: 1.08em; color: var(--accent); margin: 13px 0 6px; ${upper} ${headingCss[th.heading]} }
  section.brk { break-before: page; }
  .entry { margin: 0 0 8px; break-inside: avoid; }
  .row { display: flex; justify-content: space-between; align-items: baseline; gap: 10px; }
  .r { text-align: right; white-space: nowrap; }
  .ralign { text-align: right; }
  .ti { font-weight: 700; }
  .co { font-weight: 700; }
  .co2 { font-style: italic; }
  .deg { font-style: italic; }
  .dt { color: #444; }
  .meta, .loc { color: #555; }
  .sub { font-style: italic; color: #333; }
  .above { font-size: .9em; letter-spacing: .03em; color: #555; margin-bottom: 1px; }
  .at { color: #666; }
  .pipe .co { font-weight: 700; }
  .ghead { margin-bottom: 2px; }
  .grole { margin: 3px 0 4px 12px; }
  .mgrid { display: grid; column-gap: 10px; }
  .mdt { color: #444; font-size: .95em; }
  ul.bl { margin: 3px 0 2px; padding-left: 16px; }
  ul.bl li { margin: 1px 0; }
  p { margin: 3px 0; }
  .summary { text-align: justify; }
  .chips { display: flex; flex-wrap: wrap; gap: 4px; }
  .chip { border: 1px solid var(--accent); border-radius: 3px; padding: 0 5px; font-size: .92em; }
  .sgname { font-weight: 700; margin-top: 4px; }
  table.sgroups { border-collapse: collapse; }
  table.sgroups td { padding: 2px 8px 2px 0; vertical-align: top; }
  .skline { margin: 2px 0; }${partRules ? PART_RULES : ''}
  `;
}

/**
 * dev-6 (opt-in through `HtmlOptions.layoutRules`): the contact column beside the name, the photo box, the
 * letter-spaced and large names, the two-column body, bordered form tables, skill columns and level bars.
 */
export function layoutCss(d: HtmlDesign): string {
  return `
  header.hd.cright { display: flex; justify-content: space-between; align-items: flex-start; gap: 14px; }
  header.hd.cright .contact { margin-top: 0; text-align: right; white-space: nowrap; }
  .phrow { display: flex; align-items: center; gap: 14px; }
  .photo { width: 28mm; height: 35mm; flex: none; background: #d6d6d6; border: 1px solid #999; }
  h1.spaced { letter-spacing: .32em; font-weight: 400; }
  h1.large { font-size: 3.3em; }
  .cols2 { column-count: 2; column-gap: 9mm; }
  .cols2 h2.sh { break-after: avoid; }
  table.form { border-collapse: collapse; width: 100%; }
  table.form th, table.form td { border: .75px solid #444; padding: 3px 5px; vertical-align: top; text-align: left; }
  table.form th { background: #ececec; }
  table.form ul.bl { margin: 0; }
  table.skcols { border-collapse: collapse; width: 100%; }
  table.skcols th, table.skcols td { border: .5px solid #aaa; padding: 3px 6px; vertical-align: top; text-align: left; }
  table.skcols th { background: #f0f0f0; }
  .lvrow { display: flex; justify-content: space-between; align-items: center; gap: 8px; margin: 2px 0; }
  .lvbar { display: inline-block; width: 24mm; height: 5px; background: #d8d8d8; flex: none; }
  .lvbar span { display: block; height: 100%; background: var(--accent); }
  .lvdots { flex: none; }
  .lvdots span { display: inline-block; width: 7px; height: 7px; border-radius: 50%; border: 1px solid var(--accent); margin-left: 2px; }
  .lvdots span.on { background: var(--accent); }${
    d.splitEntries
      ? `
  .entry { break-inside: auto; }`
      : ''
  }
  `;
}

/**
 * dev-7 (opt-in through `HtmlOptions.entryRules`): timeline entries, label-row tables, right-aligned date cells
 * of form tables, role fact lines and one-line entries.
 */
export const ENTRY_RULES = `
  .tl { display: grid; grid-template-columns: 30mm 1fr; column-gap: 0; }
  .tldt { color: #444; font-size: .95em; padding: 0 8px 6px 0; text-align: right; }
  .tlbody { border-left: 2px solid var(--accent); padding: 0 0 6px 12px; position: relative; }
  .tlbody::before { content: ''; position: absolute; left: -6px; top: 4px; width: 10px; height: 10px;
    border-radius: 50%; background: var(--accent); }
  table.lrows { border-collapse: collapse; width: 100%; margin: 0 0 6px; }
  table.lrows td { padding: 1px 8px 1px 0; vertical-align: top; }
  table.lrows td.rlabel { width: 48mm; text-align: right; color: #555; padding-right: 12px; border-right: 1px solid #999; }
  table.lrows td + td { padding-left: 10px; }
  table.form td.fdt { text-align: right; white-space: nowrap; }
  .facts { color: #333; margin: 1px 0 2px; }
  .oneline { margin: 1px 0; }`;

/**
 * dev-8 (opt-in through `HtmlOptions.templateRules`): the entry styles of the downloaded templates (Google Docs,
 * job-board export, profile export, "Title | Company" lines) and the round photo box of a sidebar.
 */
export const TEMPLATE_RULES = `
  .gdhead { margin-top: 2px; }
  .gddt { font-size: .82em; letter-spacing: .06em; color: #666; margin: 1px 0 3px; }
  .stti { font-size: 1.05em; }
  .stco { color: #333; }
  .stdt { color: #666; font-size: .95em; margin-bottom: 2px; }
  .pf { margin-bottom: 10px; }
  .pfco { font-weight: 700; font-size: 1.08em; color: #111; }
  .pfdur { color: #666; }
  .pfrole { margin: 5px 0 4px; }
  .pfti { font-weight: 700; margin-top: 3px; }
  .pfdt, .pfloc { color: #666; }
  .sbphoto { width: 34mm; height: 34mm; border-radius: 50%; background: #d6d6d6; border: 2px solid #fff; margin: 0 auto 8mm; }`;
