import type { Browser, Page } from '@playwright/test';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { expect, expectAccessible, test } from './fixtures.ts';

/** One résumé's content, printed in the layouts below. */
interface Person {
  name: string;
  email: string | null;
  phone: string;
  title: string;
  jobs: { title: string; company: string; dates: string }[];
  skills: string[];
}

const stamp = Date.now().toString(36);
const person = (name: string, title: string, company: string): Person => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${stamp}@example.test`,
  phone: '+44 20 7946 0958',
  title,
  jobs: [
    { title, company, dates: 'Jan 2020 – Present' },
    { title: `Junior ${title}`, company: 'Northgate Freight Ltd', dates: 'Mar 2016 – Dec 2019' },
  ],
  skills: ['TypeScript', 'PostgreSQL', 'Docker'],
});

const oneColumn = (p: Person) => `<!doctype html><html><body style="font-family: Arial; margin: 40px">
  <h1>${p.name}</h1><p>${[p.email, p.phone, 'London, United Kingdom'].filter(Boolean).join(' · ')}</p>
  <h2>Experience</h2>
  ${p.jobs.map((j) => `<p><b>${j.title}</b>, ${j.company}<br>${j.dates}</p><ul><li>Led the team's delivery work.</li></ul>`).join('')}
  <h2>Skills</h2><p>${p.skills.join(', ')}</p></body></html>`;

const twoColumns = (p: Person) => `<!doctype html><html><body style="font-family: Arial; margin: 0">
  <div style="display: grid; grid-template-columns: 220px 1fr; gap: 32px; padding: 40px">
    <aside><h3>Contact</h3><p>${p.email}</p><p>${p.phone}</p><h3>Skills</h3>${p.skills.map((s) => `<p>${s}</p>`).join('')}</aside>
    <main><h1>${p.name}</h1><p>${p.title}</p><h2>Work History</h2>
      ${p.jobs.map((j) => `<p><b>${j.title}</b><br>${j.company} | ${j.dates}</p><p>Ran the weekly planning for the site.</p>`).join('')}
    </main></div></body></html>`;

const plainText = (p: Person) =>
  [
    p.name,
    p.title,
    [p.email, p.phone].filter(Boolean).join(' | '),
    '',
    'EXPERIENCE',
    ...p.jobs.flatMap((j) => [`${j.title}, ${j.company}`, j.dates, '- Kept the stock counts right.']),
    '',
    'SKILLS',
    p.skills.join(', '),
  ].join('\n');

async function wordFile(p: Person): Promise<Buffer> {
  const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const doc = new Document({
    sections: [
      {
        children: [
          line(p.name, true),
          line(`${p.email} · ${p.phone}`),
          line('Professional Experience', true),
          ...p.jobs.flatMap((j) => [line(`${j.title} – ${j.company}`, true), line(j.dates)]),
          line('Skills', true),
          line(p.skills.join(', ')),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** Chromium prints the HTML to a PDF; a scan is the page's screenshot printed as an image only. */
async function pdfOf(browser: Browser, html: string, scanned = false): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 1270 } });
  await page.setContent(html);
  if (scanned) {
    const png = await page.screenshot({ fullPage: true });
    await page.setContent(
      `<html><body style="margin:0"><img style="width:100%" src="data:image/png;base64,${png.toString('base64')}"></body></html>`,
    );
  }
  const pdf = await page.pdf({ format: 'A4' });
  await page.close();
  return pdf;
}

const fileRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Files of the batch' }).getByTestId('talent-file').filter({ hasText: name });

test('talent intake: a mixed batch of résumés, a CSV and bad files each get their outcome; a reload keeps following the batch; a flagged field is fixed and the original viewed', async ({
  newOrganisation: { page },
  browser,
}) => {
  test.setTimeout(180_000);
  const ada = person('Ada Okafor', 'Operations Manager', 'Harbour Logistics Ltd');
  const ben = person('Ben Castillo', 'Staff Nurse', 'St Mary Hospital');
  const chi = person('Chidi Umeh', 'Site Engineer', 'Coastline Civil Pty Ltd');
  const dana = person('Dana Kowalski', 'Account Manager', 'Brightline Software LLC');
  const eli = person('Eli Haddad', 'Data Analyst', 'Wawel Analytics Sp. z o.o.');
  const noEmail = { ...person('Farah Nasser', 'Warehouse Supervisor', 'Greenway Retail Ltd'), email: null };
  const files = [
    { name: 'ada-okafor.pdf', mimeType: 'application/pdf', buffer: await pdfOf(browser, oneColumn(ada)) },
    { name: 'ben-castillo.pdf', mimeType: 'application/pdf', buffer: await pdfOf(browser, twoColumns(ben)) },
    {
      name: 'chidi-umeh.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await wordFile(chi),
    },
    { name: 'dana-kowalski.txt', mimeType: 'text/plain', buffer: Buffer.from(plainText(dana)) },
    {
      name: 'eli-haddad-scan.pdf',
      mimeType: 'application/pdf',
      buffer: await pdfOf(browser, oneColumn(eli), true),
    },
    { name: 'farah-nasser.txt', mimeType: 'text/plain', buffer: Buffer.from(plainText(noEmail)) },
    {
      name: 'candidates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `name,email,skills\nGrace Lee,grace.${stamp}@example.test,Excel;SQL\nHiro Tanaka,hiro.${stamp}@example.test,Python\n`,
      ),
    },
    {
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<<'), Buffer.alloc(4096, 7)]),
    },
    {
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(15 * 1024 * 1024, 32)]),
    },
    {
      name: 'setup.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(8192, 0)]),
    },
  ];

  await test.step('the files are dropped at once; each is sent with its own progress and the batch is in the address', async () => {
    await page.goto('/upload-talent');
    await expect(page.getByRole('heading', { name: 'Upload talent' })).toBeVisible();
    await expectAccessible(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Pick files' }).click();
    await (await chooser).setFiles(files);
    await expect(page).toHaveURL(/\/upload-talent\?batch=\d+$/);
    await expect(
      page.getByRole('list', { name: 'Files of the batch' }).getByTestId('talent-file'),
    ).toHaveCount(files.length, { timeout: 60_000 });
  });

  await test.step('a reload while the files are read shows the same batch and keeps following it to the end', async () => {
    await page.reload();
    await expect(
      page.getByRole('list', { name: 'Files of the batch' }).getByTestId('talent-file'),
    ).toHaveCount(files.length);
    await expect(page.getByText(`${files.length} of ${files.length} files read`)).toBeVisible({
      timeout: 90_000,
    });
  });

  await test.step('each file has its outcome, in words', async () => {
    for (const [name, person] of [
      ['ada-okafor.pdf', 'Ada Okafor'],
      ['ben-castillo.pdf', 'Ben Castillo'],
      ['chidi-umeh.docx', 'Chidi Umeh'],
      ['dana-kowalski.txt', 'Dana Kowalski'],
    ] as const) {
      await expect(fileRow(page, name)).toContainText('Created');
      await expect(fileRow(page, name)).toContainText(`Open profile: ${person}`);
    }
    // Read by OCR, every field is less certain: the scan may come out created or flagged for a check.
    await expect(fileRow(page, 'eli-haddad-scan.pdf')).toContainText(/Created|Needs review/);
    await expect(fileRow(page, 'eli-haddad-scan.pdf')).toContainText('read from a scan');
    await expect(fileRow(page, 'farah-nasser.txt')).toContainText('Needs review');
    await expect(fileRow(page, 'farah-nasser.txt')).toContainText('No e-mail was found');
    await expect(fileRow(page, 'candidates.csv')).toContainText('Rows: 2 created · 0 merged · 0 failed');
    await expect(fileRow(page, 'broken.pdf')).toContainText('damaged');
    await expect(fileRow(page, 'huge.pdf')).toContainText('larger than 10 MB');
    await expect(fileRow(page, 'setup.pdf')).toContainText('not a PDF, Word');
    await expect(page.getByRole('heading', { name: 'What needs attention' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the profile without an e-mail says what to check; saving the e-mail clears it', async () => {
    await fileRow(page, 'farah-nasser.txt')
      .getByRole('link', { name: /Open profile/ })
      .click();
    await expect(page).toHaveURL(/\/my-talent-profile\/\d+$/);
    await expect(page.getByText('1 field needs checking')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('E-mail').fill(`farah.${stamp}@example.test`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`farah.${stamp}@example.test`)).toBeVisible();
    await expect(page.getByText('1 field needs checking')).toHaveCount(0);
  });

  await test.step('a PDF profile shows its work history and opens the original file', async () => {
    await page.goBack();
    await fileRow(page, 'ada-okafor.pdf')
      .getByRole('link', { name: /Open profile/ })
      .click();
    await expect(page.getByText('Harbour Logistics Ltd')).toBeVisible();
    const file = page.waitForResponse((res) =>
      /^\/api\/candidates\/\d+\/resume$/.test(new URL(res.url()).pathname),
    );
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /View original: ada-okafor\.pdf/ }).click();
    // A new tab opens and the original PDF arrives for it. A browser with a PDF viewer then shows it at a blob:
    // address; the headless shell the tests run in has none and saves it instead, so the file's answer is checked.
    await popup;
    const response = await file;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain('ada-okafor.pdf');
  });

  await test.step('comparing with the résumé marks where a field came from', async () => {
    await page.getByRole('button', { name: 'Compare with résumé' }).click();
    const text = page.getByRole('region', { name: 'Résumé text' });
    await expect(text).toContainText('Harbour Logistics Ltd');
    await expect(text.locator('mark')).toHaveCount(0);
    await page.getByRole('group', { name: 'Name' }).hover();
    await expect(text.locator('mark').first()).toHaveText('Ada Okafor');
    await page.locator('[data-sourced]').filter({ hasText: 'Harbour Logistics Ltd' }).first().focus();
    await expect(text.locator('mark').first()).toContainText('Harbour Logistics Ltd');
    await expectAccessible(page);
  });

  await test.step('the talent pool finds the profiles by employer, by phrase and with an exclusion', async () => {
    await page.getByRole('link', { name: 'My Talent Pool' }).first().click();
    await expect(page).toHaveURL(/\/my-talent-pool$/);
    const search = page.getByLabel('Search');
    await search.fill('harbour');
    const table = page.getByRole('table', { name: 'Profiles' });
    await expect(table.getByRole('link', { name: 'Ada Okafor' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'Ben Castillo' })).toHaveCount(0);
    await search.fill('"operations manager" -junior');
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByText('No profiles match')).toBeVisible();
    await search.fill('"operations manager"');
    await expect(table.getByRole('link', { name: 'Ada Okafor' })).toBeVisible();
    await expectAccessible(page);
  });
});
