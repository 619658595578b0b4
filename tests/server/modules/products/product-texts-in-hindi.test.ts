// The products' words in Hindi (decision 0055): the processing time, slogan and lists staff wrote in
// Hindi for x-locale: hi, the English where they wrote none or a list that says less; the Hindi
// seeded once into an older database, where the English is still the seed's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../../server/db/seed.ts';
import { seedProducts } from '../../../../server/db/seed-data.ts';
import { apiGet } from '../../helpers/api.ts';
import { signIn } from '../../helpers/sign-in.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { productId } from '../orders/order-helpers.ts';

let t: TestApp;
let token: string;
let rupeeFlex: number;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app)).token;
  rupeeFlex = await productId(t.db, 'rupee-flex');
});
afterAll(() => t.close());

type Product = {
  loanProcessingTime: string;
  slogan: string;
  detail: { title: string; content: string[] }[];
};
type Home = { homeProductVos: { id: number; loanProcessingTime: string }[] };

const product = async (locale?: string) =>
  (
    await apiGet<Product>(t.app, `/product/v1/product-info?id=${rupeeFlex}`, {
      token,
      headers: locale ? { 'x-locale': locale } : {},
    })
  ).body.data;
const homeTime = async (locale: string) =>
  (
    await apiGet<Home>(t.app, '/home/v1/index', { token, headers: { 'x-locale': locale } })
  ).body.data.homeProductVos.find((p) => p.id === rupeeFlex)?.loanProcessingTime;

describe("the products' words in Hindi", () => {
  it('answers them in Hindi to a Hindi reader, in English otherwise', async () => {
    expect(await product('hi')).toMatchObject({
      loanProcessingTime: '10 मिनट',
      slogan: '₹5,000 तक सीधे आपके बैंक खाते में, 91 दिनों में चुकाएँ',
      detail: [
        {
          title: 'ज़रूरतें',
          content: ['Aadhaar कार्ड', 'PAN कार्ड', 'ऐप में ली गई आपके चेहरे की फ़ोटो', 'आपके अपने नाम पर बैंक खाता'],
        },
        { title: 'पात्रता', content: ['भारतीय नागरिक', '18 वर्ष या उससे अधिक आयु', 'नियमित मासिक आय'] },
      ],
    });
    expect(await homeTime('hi')).toBe('10 मिनट');

    const english = await product();
    expect(english.loanProcessingTime).toBe('10 minutes');
    expect(english.slogan).toBe('Up to ₹5,000 in your bank account, repay in 91 days');
    expect(english.detail.map((d) => d.title)).toEqual(['Requirements', 'Eligibility']);
    expect(english.detail[1]?.content).toEqual([
      'Indian citizen',
      '18 years or above',
      'A regular monthly income',
    ]);
    expect(await homeTime('en')).toBe('10 minutes');
  });

  it('shows the English where the Hindi is blank, or a list that says less than the English', async () => {
    await t.db.query(
      `UPDATE products SET slogan_hi = ' ',
         requirements = requirements || '["A phone number in your own name"]'::jsonb,
         eligibility_hi = '["भारतीय नागरिक", "", "नियमित मासिक आय"]'::jsonb
       WHERE id = $1`,
      [rupeeFlex],
    );
    const hindi = await product('hi');
    expect(hindi.slogan).toBe('Up to ₹5,000 in your bank account, repay in 91 days');
    // Staff added a requirement in English only: a Hindi reader must not miss it.
    expect(hindi.detail[0]?.content).toHaveLength(5);
    expect(hindi.detail[0]?.content[4]).toBe('A phone number in your own name');
    expect(hindi.detail[1]?.content[1]).toBe('18 years or above');
    expect(hindi.loanProcessingTime).toBe('10 मिनट');
  });

  it('seeds the Hindi once into a database seeded before it, keeping what staff rewrote', async () => {
    // A database from before: no Hindi; staff had rewritten the Rupee Flex slogan.
    await t.db.query(
      `UPDATE products SET loan_processing_time_hi = NULL, slogan_hi = NULL, requirements_hi = NULL,
         eligibility_hi = NULL`,
    );
    await t.db.query(
      `UPDATE products SET slogan = 'Money in minutes', requirements = $2::jsonb WHERE id = $1`,
      [rupeeFlex, JSON.stringify(seedProducts[0]!.requirements)],
    );
    await t.db.query(`DELETE FROM seed_runs WHERE name = 'products-hindi-v1'`);

    expect(await seed(t.db)).toEqual(['products-hindi-v1']);
    const hindi = await product('hi');
    // Rewritten by staff: the seeded Hindi would say what it no longer says.
    expect(hindi.slogan).toBe('Money in minutes');
    expect(hindi.loanProcessingTime).toBe('10 मिनट');
    expect(hindi.detail[0]?.content[0]).toBe('Aadhaar कार्ड');
    expect(hindi.detail[1]?.content).toEqual(['भारतीय नागरिक', '18 वर्ष या उससे अधिक आयु', 'नियमित मासिक आय']);
    expect(await seed(t.db)).toEqual([]);
  });
});
