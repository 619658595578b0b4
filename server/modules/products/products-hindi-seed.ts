import type { Queryable } from '../../db/db.ts';
import { seedProducts } from '../../db/seed-data.ts';

/**
 * Seed step: the seeded products' words in Hindi (decision 0055), for a new database and once for
 * one seeded before. Each text is written only where its English is still the seed's and no Hindi
 * is there yet, so a slogan or list staff rewrote keeps its English until staff write its Hindi,
 * and Hindi staff wrote is kept.
 */
export async function seedProductsHindi(tx: Queryable): Promise<void> {
  for (const p of seedProducts) {
    await tx.query(
      `UPDATE products SET
         loan_processing_time_hi = CASE WHEN loan_processing_time = $2 AND loan_processing_time_hi IS NULL
                                        THEN $3 ELSE loan_processing_time_hi END,
         slogan_hi = CASE WHEN slogan = $4 AND slogan_hi IS NULL THEN $5 ELSE slogan_hi END,
         requirements_hi = CASE WHEN requirements = $6::jsonb AND requirements_hi IS NULL
                                THEN $7::jsonb ELSE requirements_hi END,
         eligibility_hi = CASE WHEN eligibility = $8::jsonb AND eligibility_hi IS NULL
                               THEN $9::jsonb ELSE eligibility_hi END
       WHERE code = $1`,
      [
        p.code,
        p.loanProcessingTime,
        p.hindi.loanProcessingTime,
        p.slogan,
        p.hindi.slogan,
        JSON.stringify(p.requirements),
        JSON.stringify(p.hindi.requirements),
        JSON.stringify(p.eligibility),
        JSON.stringify(p.hindi.eligibility),
      ],
    );
  }
}
