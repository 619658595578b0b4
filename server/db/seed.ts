import type { Db, Queryable } from './db.ts';
import { seedClientSettings, seedFaq, seedProducts } from './seed-data.ts';
import { seedOnboarding, seedOnboardingHindi } from '../modules/profile/seed.ts';
import { seedIfscDirectoryStep } from '../modules/bank/ifsc-seed.ts';
import { seedKycSettings } from '../modules/kyc/seed.ts';
import { seedAboutUs } from '../modules/content/about-us-seed.ts';
import { seedContentHindi } from '../modules/content/content-hindi-seed.ts';
import { seedDownloadSettings } from '../modules/download/seed.ts';
import { seedProductsHindi } from '../modules/products/products-hindi-seed.ts';

const paise = (rupees: number): number => Math.round(rupees * 100);

async function seedProductsStep(tx: Queryable): Promise<void> {
  for (const [index, p] of seedProducts.entries()) {
    const amounts = p.amountList.map(paise);
    await tx.query(
      `INSERT INTO products (code, name, logo, amount_list_paise, min_amount_paise, max_amount_paise, period_days,
         annual_rate_bp, service_rate_bp, penal_daily_rate_bp, penal_cap_bp, extension_rate_bp, loan_processing_time,
         score, slogan, requirements, eligibility, product_type, h5_href, is_full, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
       ON CONFLICT (code) DO NOTHING`,
      [
        p.code,
        p.name,
        p.logo,
        amounts,
        Math.min(...amounts),
        Math.max(...amounts),
        p.periodDays,
        p.annualRateBp,
        p.serviceRateBp,
        p.penalDailyRateBp,
        p.penalCapBp,
        p.extensionRateBp,
        p.loanProcessingTime,
        p.score,
        p.slogan,
        JSON.stringify(p.requirements),
        JSON.stringify(p.eligibility),
        p.productType,
        p.h5Href,
        p.isFull,
        index + 1,
      ],
    );
  }
}

async function seedClientSettingsStep(tx: Queryable): Promise<void> {
  for (const [key, value] of Object.entries(seedClientSettings)) {
    await tx.query('INSERT INTO client_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      key,
      value,
    ]);
  }
}

async function seedFaqStep(tx: Queryable): Promise<void> {
  for (const [index, item] of seedFaq.entries()) {
    await tx.query('INSERT INTO faq_items (title, content, sort_order) VALUES ($1, $2, $3)', [
      item.title,
      item.content,
      index + 1,
    ]);
  }
}

/** Named steps run once each; a later seed (e.g. a directory import) is a new named step. */
const steps: { name: string; run: (tx: Queryable) => Promise<void> }[] = [
  { name: 'products-v1', run: seedProductsStep },
  { name: 'client-settings-v1', run: seedClientSettingsStep },
  { name: 'faq-v1', run: seedFaqStep },
  { name: 'onboarding-v1', run: seedOnboarding },
  { name: 'ifsc-directory-v1', run: seedIfscDirectoryStep },
  { name: 'kyc-settings-v1', run: seedKycSettings },
  // Adds settings introduced after v1 (only missing keys: staff edits are kept).
  { name: 'client-settings-v2', run: seedClientSettingsStep },
  { name: 'about-us-v1', run: seedAboutUs },
  // Renames app.androidDownloadUrl to app.downloadUrl and adds download.webSignupsOpen.
  { name: 'download-settings-v1', run: seedDownloadSettings },
  // The basic and work forms' Hindi beside the English still as seeded (decision 0044).
  { name: 'onboarding-hindi-v1', run: seedOnboardingHindi },
  // The Help Center's questions and About us in Hindi beside the English still as seeded (decision 0045).
  { name: 'content-hindi-v1', run: seedContentHindi },
  // The products' processing time, slogan and lists in Hindi beside the English still as seeded (decision 0055).
  { name: 'products-hindi-v1', run: seedProductsHindi },
];

/** Seeds a migrated database; a step already recorded in seed_runs never runs again. */
export async function seed(db: Db, now: Date = new Date()): Promise<string[]> {
  // Seeding (the IFSC directory, the first time) may take longer than a request's statement may.
  return db.transaction((tx) => runPendingSteps(tx, now), { unbounded: true });
}

async function runPendingSteps(tx: Queryable, now: Date): Promise<string[]> {
  // Processes starting together seed once: the second waits, then finds the steps recorded.
  await tx.query('SELECT pg_advisory_xact_lock($1)', [7_420_002]);
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM seed_runs');
  const done = new Set(rows.map((row) => row.name));
  const ran: string[] = [];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await step.run(tx);
    await tx.query('INSERT INTO seed_runs (name, ran_at) VALUES ($1, $2)', [step.name, now]);
    ran.push(step.name);
  }
  return ran;
}
