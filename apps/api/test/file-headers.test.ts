// File answers (issue 10, class 6): the Content-Disposition is built from a safe name whatever the
// user data holds (an emoji, a line break, a quote and `;filename*=` in a username), and the
// printed text only holds characters the PDF's standard fonts can draw.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/lib/http-files.ts';
import { printable, renderPdf } from '../src/lib/pdf.ts';
import { buildTaxpayer, signedIn } from './support/factories.ts';
import { startTestPortal, type TestPortal } from './support/portal.ts';
import { binaryBody } from './support/binary.ts';

let portal: TestPortal;
let admin: Record<string, string>;
beforeAll(async () => {
  portal = await startTestPortal();
  admin = (await signedIn(portal, { level_id: 1 })).auth;
});
afterAll(async () => portal?.close());

const api = () => request(portal.url);
const binary = (r: request.Test) => r.buffer(true).parse(binaryBody);

/** One `attachment` with an ASCII [a-z0-9-] filename and an RFC 5987 filename*, nothing else. */
const SAFE = /^attachment; filename="[a-z0-9-]+\.(pdf|xlsx)"; filename\*=UTF-8''[A-Za-z0-9%\-._~!$&+^`|]+\.(pdf|xlsx)$/;

describe('file answers carry a safe Content-Disposition', () => {
  it('a taxpayer whose username has an emoji and a line break: the PDF downloads (200) with a safe header', async () => {
    const user = await buildTaxpayer(portal, { username: `juan😀\nperez${Date.now()}`, name: 'Juan 😀\nPérez' });
    const res = await binary(api().get(`/api/admin/clients/download/${user.id}`).set(admin));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(SAFE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contribuyente-juan-perez\d+\.pdf"/);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a username that tries to add its own filename* cannot', async () => {
    const user = await buildTaxpayer(portal, { username: `x"; filename*=UTF-8''evil.html; a=${Date.now()}` });
    const res = await binary(api().get(`/api/admin/clients/download/${user.id}`).set(admin));
    expect(res.status).toBe(200);
    const header = res.headers['content-disposition'] as string;
    expect(header).toMatch(SAFE);
    expect(header.match(/filename\*=/g)).toHaveLength(1);
    expect(header).toMatch(/\.pdf$/);
  });

  it('accented names keep their letters in filename* and drop the accents in filename', async () => {
    const user = await buildTaxpayer(portal, { username: `josé${Date.now()}` });
    const res = await binary(api().get(`/api/admin/clients/download/${user.id}`).set(admin));
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contribuyente-jose\d+\.pdf"; filename\*=UTF-8''contribuyente-jos%C3%A9\d+\.pdf$/,
    );
  });

  it.each([
    ['the moderator PDF', async () => `/api/admin/moderators/download/${(await signedIn(portal, { level_id: 2 })).user.id}`],
    ['the taxpayer Excel export', async () => '/api/admin/clients/excel'],
    ['the import template', async () => '/api/admin/clients/import/template'],
    ['the tariff Excel export', async () => '/api/admin/economic-activities/excel'],
  ])('%s uses the same header', async (_name, url) => {
    const res = await binary(
      api()
        .get(await url())
        .set(admin),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(SAFE);
  });

  it.each([
    ['a line break', 'a\r\nb.pdf', 'attachment; filename="a-b.pdf"; filename*=UTF-8\'\'a-b.pdf'],
    ['only an emoji', '😀.pdf', 'attachment; filename="archivo.pdf"; filename*=UTF-8\'\'archivo.pdf'],
    ['another script', 'contribuyente-漢字.pdf', 'attachment; filename="contribuyente.pdf"; filename*=UTF-8\'\'contribuyente-%E6%BC%A2%E5%AD%97.pdf'],
    ['quotes and parentheses', "o'neil (2).xlsx", 'attachment; filename="o-neil-2.xlsx"; filename*=UTF-8\'\'o-neil-2.xlsx'],
    ['a long name', `${'x'.repeat(300)}.pdf`, `attachment; filename="${'x'.repeat(80)}.pdf"; filename*=UTF-8''${'x'.repeat(80)}.pdf`],
  ])('contentDisposition: %s', (_name, fileName, header) => {
    expect(contentDisposition(fileName)).toBe(header);
  });
});

describe('PDF text', () => {
  it.each([
    ['an emoji', 'juan😀', 'juan?'],
    ['line breaks of every kind', 'a\r\nb\rc\u2028d', 'a\nb\nc\nd'],
    ['control and format characters', 'a\u0000b\u200bc\td', 'abc d'],
    ['Spanish text and WinAnsi punctuation', 'Peña – “Año” €', 'Peña – “Año” €'],
    ['decomposed accents', 'Jose\u0301', 'José'],
    ['another script', 'Ωmega', '?mega'],
  ])('printable: %s', (_name, text, expected) => {
    expect(printable(text)).toBe(expected);
  });

  it('renders a sheet full of such text', async () => {
    const odd = 'juan😀\n\u0000漢字\u202e';
    const pdf = await renderPdf(
      {
        title: odd,
        subtitle: odd,
        sections: [
          { kind: 'fields', heading: odd, rows: [[odd, odd]] },
          { kind: 'table', columns: [{ header: odd, width: 1 }], rows: [[odd]] },
          { kind: 'paragraph', text: odd },
          { kind: 'note', text: odd },
          { kind: 'totals', rows: [{ label: odd, values: [odd] }] },
        ],
        meta: [[odd, odd]],
        signature: true,
      },
      { name: odd, rif: odd, address: odd, signerTitle: odd, logo: null, accent: '#0d8662' },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
