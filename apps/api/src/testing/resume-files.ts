/**
 * Small files for the talent-intake tests, made in code: a one-page text PDF (Helvetica, one line per string), and
 * the odd ones a batch must cope with.
 */

/** A valid one-page PDF whose text layer holds `lines`, top to bottom. */
export function textPdf(lines: string[]): Buffer {
  const escaped = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT',
    '/F1 11 Tf',
    '14 TL',
    '56 780 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${escaped(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The start of a PDF and then noise: a file damaged in transfer. */
export const corruptPdf = (): Buffer =>
  Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'), Buffer.alloc(2048, 0x07)]);

/** A Windows program renamed to .pdf: its first bytes say what it is. */
export const windowsProgram = (): Buffer =>
  Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]), Buffer.alloc(4096, 0)]);

/** A plain-text résumé of a software engineer. */
export function textResume(person: {
  name: string;
  email: string | null;
  phone?: string;
  title?: string;
}): string {
  return [
    person.name,
    person.title ?? 'Senior Software Engineer',
    [person.email, person.phone ?? '+44 20 7946 0958', 'London, United Kingdom'].filter(Boolean).join(' | '),
    '',
    'Summary',
    'Backend engineer building payment systems with TypeScript, Node.js and PostgreSQL.',
    '',
    'Experience',
    'Senior Software Engineer, Monzo Bank Ltd',
    'Jan 2020 - Present',
    '- Led the migration of the ledger service to PostgreSQL.',
    'Software Engineer, Sky UK Limited',
    'Mar 2016 - Dec 2019',
    '- Built Node.js APIs for the streaming catalogue.',
    '',
    'Education',
    'BSc Computer Science, University of Leeds, 2015',
    '',
    'Skills',
    'TypeScript, Node.js, PostgreSQL, Docker, Kubernetes',
  ].join('\n');
}
