import type { Queryable } from '../../db/db.ts';
import { ABOUT_US_SLUG } from './about-us.ts';

/** The About us copy a new database starts with (staff edit it in content_pages). Plain text. */
export const aboutUsSeed = {
  title: 'Loan App',
  body: [
    'Loan App helps people in India borrow small amounts for a short time, from a mobile phone and without paperwork. You sign in with your mobile number, complete your KYC once, and choose an amount that fits your needs.',
    'The loans are made by our lending partner, a Non-Banking Financial Company registered with the Reserve Bank of India. Before you apply, the Key Fact Statement shows every amount you will receive and repay, the interest, the fees and the annual percentage rate, so there are no surprises.',
    'We keep your personal information safe and use it only to serve you. We keep only the last 4 digits of your Aadhaar number.',
    'Repaying on time raises your credit score and your limit. If you need help, open the Help Center or tap Feedback on any screen.',
  ].join('\n\n'),
};

/** Seed step: the About us page (once; staff edits are never overwritten). */
export async function seedAboutUs(tx: Queryable): Promise<void> {
  // When the copy was written, for staff: the machine's time, as for seed_runs (not a rule's "now").
  await tx.query(
    `INSERT INTO content_pages (slug, title, body, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slug) DO NOTHING`,
    [ABOUT_US_SLUG, aboutUsSeed.title, aboutUsSeed.body, new Date()],
  );
}
