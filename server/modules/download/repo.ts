import type { Queryable } from '../../db/db.ts';

/** The terms of a product we lend ourselves (not a partner's external link). */
export interface InHouseTermsRow {
  amount_list_paise: number[];
  period_days: number;
  annual_rate_bp: number;
  service_rate_bp: number;
  gst_rate_bp: number;
}

/** Active products we lend ourselves, in the order the home page lists them. */
export async function inHouseProductTerms(db: Queryable): Promise<InHouseTermsRow[]> {
  const { rows } = await db.query<InHouseTermsRow>(
    `SELECT amount_list_paise, period_days, annual_rate_bp, service_rate_bp, gst_rate_bp
     FROM products WHERE active AND product_type <> 0 ORDER BY sort_order, id`,
  );
  return rows;
}
