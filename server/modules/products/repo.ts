import type { Queryable } from '../../db/db.ts';

/** One product's terms (DOMAIN.md "Product terms"): money in paise, rates in basis points. */
export interface ProductRow {
  id: number;
  name: string;
  logo: string;
  amount_list_paise: number[];
  min_amount_paise: number;
  max_amount_paise: number;
  period_days: number;
  annual_rate_bp: number;
  service_rate_bp: number;
  gst_rate_bp: number;
  penal_daily_rate_bp: number;
  penal_cap_bp: number;
  extension_rate_bp: number;
  extension_days: number;
  extension_window_hours: number;
  loan_processing_time: string;
  loan_processing_time_hi: string | null;
  score: number;
  slogan: string;
  slogan_hi: string | null;
  requirements: string[];
  /** jsonb staff edit: checked when read (`storedListIn`). */
  requirements_hi: unknown;
  eligibility: string[];
  eligibility_hi: unknown;
  product_type: number;
  h5_href: string | null;
  is_full: boolean;
}

/** An active product, or undefined (an unknown and a retired product look the same). */
export async function activeProduct(db: Queryable, id: number): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `SELECT id, name, logo, amount_list_paise, min_amount_paise, max_amount_paise, period_days, annual_rate_bp,
            service_rate_bp, gst_rate_bp, penal_daily_rate_bp, penal_cap_bp, extension_rate_bp, extension_days,
            extension_window_hours, loan_processing_time, loan_processing_time_hi, score, slogan, slogan_hi,
            requirements, requirements_hi, eligibility, eligibility_hi, product_type, h5_href, is_full
     FROM products WHERE id = $1 AND active`,
    [id],
  );
  const row = rows[0];
  // Sorted here so "ascending" holds however the list was edited.
  return row && { ...row, amount_list_paise: [...row.amount_list_paise].sort((a, b) => a - b) };
}
