// The Help Center's questions and About us in Hindi (decision 0045): what staff wrote in Hindi for
// x-locale: hi, the English where they wrote none; the Hindi seeded once into an older database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../../server/db/seed.ts';
import { apiGet } from '../../helpers/api.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Faq = { title: string; content: string }[];
type AboutUs = { appName: string; copywriting: string };
const inHindi = { headers: { 'x-locale': 'hi' } };

describe('the Help Center and About us in Hindi', () => {
  it('answers the questions and the page in Hindi for a Hindi reader, in English otherwise', async () => {
    const faq = await apiGet<Faq>(t.app, '/client/v1/faq', inHindi);
    expect(faq.body.data).toHaveLength(7);
    expect(faq.body.data[0]).toEqual({
      title: 'मुझे कितना लोन मिल सकता है?',
      content:
        'आपके पहले लोन ₹5,000 तक के होते हैं। समय पर चुकाने पर आपकी सीमा बढ़ती है: 3 चुकता लोन के बाद आप ₹10,000 तक और 5 या उससे ज़्यादा के बाद ₹40,000 तक ले सकते हैं।',
    });
    const about = await apiGet<AboutUs>(t.app, '/client/v1/about-us', inHindi);
    expect(about.body.data.appName).toBe('Loan App');
    expect(about.body.data.copywriting.split('\n\n')).toHaveLength(4);
    expect(about.body.data.copywriting).toMatch(/^Loan App भारत में लोगों को मोबाइल फ़ोन से/);

    const english = await apiGet<Faq>(t.app, '/client/v1/faq');
    expect(english.body.data[0]?.title).toBe('How much can I borrow?');
    const englishAbout = await apiGet<AboutUs>(t.app, '/client/v1/about-us', {
      headers: { 'x-locale': 'en' },
    });
    expect(englishAbout.body.data.copywriting).toMatch(/^Loan App helps people in India borrow/);
  });

  it('seeds the Hindi once into a database seeded before it, keeping what staff rewrote', async () => {
    // A database from before: no Hindi; staff had rewritten one answer and the About us page.
    await t.db.query('UPDATE faq_items SET title_hi = NULL, content_hi = NULL');
    await t.db.query('UPDATE content_pages SET title_hi = NULL, body_hi = NULL');
    await t.db.query(
      `UPDATE faq_items SET content = 'Most applications are reviewed within an hour.'
       WHERE title = 'How long does approval take?'`,
    );
    await t.db.query(`UPDATE content_pages SET body = 'We lend with care.' WHERE slug = 'about-us'`);
    await t.db.query(`DELETE FROM seed_runs WHERE name = 'content-hindi-v1'`);

    expect(await seed(t.db)).toEqual(['content-hindi-v1']);
    const faq = (await apiGet<Faq>(t.app, '/client/v1/faq', inHindi)).body.data;
    expect(faq.map((item) => item.title)).toEqual([
      'मुझे कितना लोन मिल सकता है?',
      'ब्याज कैसे लगाया जाता है?',
      'KYC के लिए मुझे क्या चाहिए?',
      // Rewritten by staff: the seeded Hindi would say what it no longer says.
      'How long does approval take?',
      'मैं अपना लोन कैसे चुकाऊँ?',
      'देर से चुकाने पर क्या होता है?',
      'क्या मेरी चुकाने की तारीख़ आगे बढ़ सकती है?',
    ]);
    expect(faq[3]?.content).toBe('Most applications are reviewed within an hour.');
    const about = await apiGet<AboutUs>(t.app, '/client/v1/about-us', inHindi);
    expect(about.body.data.copywriting).toBe('We lend with care.');
    expect(await seed(t.db)).toEqual([]);
  });

  it('shows the English where staff left the Hindi blank', async () => {
    await t.db.query(
      `UPDATE faq_items SET title_hi = ' ', content_hi = '' WHERE title = 'How much can I borrow?'`,
    );
    const faq = await apiGet<Faq>(t.app, '/client/v1/faq', inHindi);
    expect(faq.body.data[0]?.title).toBe('How much can I borrow?');
    expect(faq.body.data[0]?.content).toMatch(/^Your first loans are up to ₹5,000/);
  });
});
