import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ABOUT = '/client/v1/about-us';

describe('GET /api1/client/v1/about-us', () => {
  it("gives the app's name and its copy, paragraphs split by blank lines, to visitors and borrowers", async () => {
    const visitor = await apiGet<{ appName: string; copywriting: string }>(t.app, ABOUT);
    expect(visitor.body.code).toBe(0);
    expect(visitor.body.data.appName).toBe('Loan App');
    const paragraphs = visitor.body.data.copywriting.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(paragraphs[0]).toMatch(/^Loan App helps people in India borrow/);
    const me = await signIn(t.app);
    expect((await apiGet(t.app, ABOUT, { token: me.token })).body).toEqual(visitor.body);
  });

  it('shows what staff wrote, markup included, as text; line endings made uniform', async () => {
    await t.db.query(`UPDATE content_pages SET title = $1, body = $2 WHERE slug = 'about-us'`, [
      'Rupee Loans',
      'First <b>paragraph</b>.\r\n\r\n<img src=x onerror=alert(1)> second.\r\n',
    ]);
    const { body } = await apiGet<{ appName: string; copywriting: string }>(t.app, ABOUT);
    expect(body.data).toEqual({
      appName: 'Rupee Loans',
      copywriting: 'First <b>paragraph</b>.\n\n<img src=x onerror=alert(1)> second.',
    });
  });

  it('says the page is not available when staff removed it', async () => {
    await t.db.query(`DELETE FROM content_pages WHERE slug = 'about-us'`);
    const { status, body } = await apiGet(t.app, ABOUT);
    expect(status).toBe(503);
    expect(body).toMatchObject({
      msg: 'This page is not available right now. Please try again later.',
      data: null,
    });
  });
});
