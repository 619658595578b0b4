/**
 * What "every order is in a legal state" means, read from the database alone and written from
 * DOMAIN.md (not from the server's tables, so a wrong table in the server cannot agree with
 * itself). Each check answers the rows that break it, described for the failure message; an
 * empty list is a database an operator could trust after any race or crash.
 */
import type { Queryable } from '../../../../server/db/db.ts';

/** DOMAIN.md "Order states and transitions": from each state, where an order may go. */
const MOVES: Record<number, number[]> = {
  1: [2, 3],
  2: [4],
  4: [6, 5],
  // 6 -> 5: a loan taken back, its payout reversed before any repayment (decision 0068).
  6: [7, 8, 11, 5],
  8: [7, 11],
  11: [7, 8],
};
const LEGAL_STATES = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11];

/** Each check: a name and a query answering one row per offence, with a `detail` column. */
const CHECKS: { name: string; sql: string }[] = [
  {
    name: 'state is one of DOMAIN.md',
    sql: `SELECT id::text AS detail FROM orders WHERE state <> ALL(ARRAY[${LEGAL_STATES.join(',')}])`,
  },
  {
    name: 'one order in progress per borrower',
    sql: `SELECT user_id::text || ': ' || count(*) AS detail FROM orders WHERE state IN (1, 2, 4, 6, 8, 11)
          GROUP BY user_id HAVING count(*) > 1`,
  },
  {
    name: 'audited exactly once after Auditing, never while Auditing',
    sql: `SELECT o.id || ' state ' || o.state || ', ' || count(a.order_id) || ' audits' AS detail
          FROM orders o LEFT JOIN order_audits a ON a.order_id = o.id
          GROUP BY o.id, o.state
          HAVING (o.state = 1 AND count(a.order_id) > 0) OR (o.state <> 1 AND count(a.order_id) <> 1)`,
  },
  {
    name: 'an order waiting for its audit has its audit job',
    sql: `SELECT o.id::text AS detail FROM orders o WHERE o.state = 1 AND NOT EXISTS (
            SELECT 1 FROM jobs j WHERE j.kind = 'orders.audit' AND j.payload->>'orderId' = o.id::text
              AND j.state IN ('pending', 'running'))`,
  },
  {
    name: 'a denied order was denied by its audit, a passed one passed',
    sql: `SELECT o.id || ' state ' || o.state || ' decision ' || a.decision AS detail
          FROM orders o JOIN order_audits a ON a.order_id = o.id
          WHERE (o.state = 3) <> (a.decision = 'deny')`,
  },
  {
    name: 'no disbursement before Get Money',
    sql: `SELECT o.id::text AS detail FROM orders o JOIN disbursements d ON d.order_id = o.id
          WHERE o.state IN (1, 2, 3)`,
  },
  {
    name: 'a Lending order has its payout queued or under way',
    sql: `SELECT o.id::text AS detail FROM orders o WHERE o.state = 4 AND NOT EXISTS (
            SELECT 1 FROM jobs j WHERE j.kind = 'orders.disburse' AND j.payload->>'orderId' = o.id::text
              AND j.state IN ('pending', 'running'))`,
  },
  {
    name: 'a paid-out order has exactly one succeeded disbursement of its arrive amount, paid once',
    sql: `SELECT o.id || ': ' || count(d.id) || ' disbursements' AS detail
          FROM orders o LEFT JOIN disbursements d ON d.order_id = o.id AND d.state = 'succeeded'
            AND d.amount_paise = o.arrive_amount_paise AND d.reference = o.order_no
          WHERE o.state IN (6, 7, 8, 10, 11)
          GROUP BY o.id HAVING count(d.id) <> 1
          UNION ALL
          SELECT o.id || ': loan date or due date missing' FROM orders o
          WHERE o.state IN (6, 7, 8, 10, 11) AND (o.loan_date IS NULL OR o.due_date IS NULL)
          UNION ALL
          SELECT d.reference || ': ' || count(p.reference) || ' payouts at the bank'
          FROM disbursements d LEFT JOIN sandbox_payouts p ON p.reference = d.reference
          -- RazorpayX's payouts (pout_...) are in its ledger, not the sandbox bank's.
          WHERE d.state <> 'pending' AND d.provider_ref NOT LIKE 'pout%'
          GROUP BY d.reference HAVING count(p.reference) <> 1`,
  },
  {
    name: 'a failed order has its failed (or reversed, decision 0068) disbursement',
    sql: `SELECT o.id::text AS detail FROM orders o WHERE o.state = 5 AND NOT EXISTS (
            SELECT 1 FROM disbursements d WHERE d.order_id = o.id AND d.state IN ('failed', 'reversed'))`,
  },
  {
    name: 'a loan taken back (6 -> 5) had its payout reversed, and owes nothing',
    sql: `SELECT o.id::text AS detail FROM orders o
          JOIN order_transitions t ON t.order_id = o.id AND t.from_state = 6 AND t.to_state = 5
          WHERE o.loan_date IS NOT NULL OR NOT EXISTS (
            SELECT 1 FROM disbursements d WHERE d.order_id = o.id AND d.state = 'reversed')`,
  },
  {
    name: 'nothing is paid beyond what is charged, nor below zero',
    sql: `SELECT id::text AS detail FROM orders WHERE
            paid_extension_fee_paise NOT BETWEEN 0 AND extension_fee_paise
            OR paid_penal_paise NOT BETWEEN 0 AND penal_charge_paise
            OR paid_fees_paise NOT BETWEEN 0 AND service_fee_paise + gst_fee_paise
            OR paid_interest_paise NOT BETWEEN 0 AND interest_paise
            OR paid_principal_paise NOT BETWEEN 0 AND loan_amount_paise`,
  },
  {
    name: 'a settled order owes nothing; one being repaid owes something',
    sql: `SELECT id || ' state ' || state AS detail FROM orders
          WHERE (state = 7) <> (state IN (6, 7, 8, 11) AND
            extension_fee_paise + penal_charge_paise + service_fee_paise + gst_fee_paise + interest_paise
            + loan_amount_paise = paid_extension_fee_paise + paid_penal_paise + paid_fees_paise
            + paid_interest_paise + paid_principal_paise)
          AND state IN (6, 7, 8, 11)`,
  },
  {
    name: "what an order counts as paid is its repayments' money (plus the fees kept at payout)",
    sql: `SELECT o.id || ': paid ' || (o.paid_extension_fee_paise + o.paid_penal_paise + o.paid_fees_paise
              + o.paid_interest_paise + o.paid_principal_paise) || ', repaid ' || COALESCE(r.applied, 0)
              || ' + fees ' || (CASE WHEN o.loan_date IS NULL THEN 0 ELSE o.service_fee_paise + o.gst_fee_paise END)
              AS detail
          FROM orders o LEFT JOIN (
            SELECT order_id, sum(amount_paise - excess_paise) AS applied FROM order_repayments GROUP BY order_id
          ) r ON r.order_id = o.id
          WHERE o.paid_extension_fee_paise + o.paid_penal_paise + o.paid_fees_paise + o.paid_interest_paise
            + o.paid_principal_paise <> COALESCE(r.applied, 0)
            + (CASE WHEN o.loan_date IS NULL THEN 0 ELSE o.service_fee_paise + o.gst_fee_paise END)`,
  },
  {
    name: 'a repayment is split exactly, to the paisa',
    sql: `SELECT id::text AS detail FROM order_repayments WHERE amount_paise <> to_extension_fee_paise
            + to_penal_paise + to_fees_paise + to_interest_paise + to_principal_paise + excess_paise
            OR least(to_extension_fee_paise, to_penal_paise, to_fees_paise, to_interest_paise,
              to_principal_paise, excess_paise) < 0`,
  },
  {
    name: 'a captured payment is settled exactly once, for its amount, on its order',
    sql: `SELECT p.id || ': ' || count(r.id) || ' repayments' AS detail
          FROM payments p LEFT JOIN order_repayments r ON r.payment_id = p.id AND r.order_id = p.order_id
            AND r.amount_paise = p.amount_paise
          WHERE p.state = 'captured' GROUP BY p.id HAVING count(r.id) <> 1`,
  },
  {
    name: 'no settlement without its captured payment',
    sql: `SELECT r.id::text AS detail FROM order_repayments r LEFT JOIN payments p ON p.id = r.payment_id
          WHERE p.id IS NULL OR p.state <> 'captured'`,
  },
  {
    name: 'a settled order was settled by a repayment',
    sql: `SELECT o.id::text AS detail FROM orders o WHERE o.state = 7 AND NOT EXISTS (
            SELECT 1 FROM order_repayments r WHERE r.order_id = o.id)`,
  },
  {
    name: 'a captured payment was captured by exactly one settling notification',
    sql: `SELECT p.id::text AS detail FROM payments p WHERE p.state = 'captured' AND (
            SELECT count(*) FROM payment_events e WHERE e.payment_id = p.id AND e.outcome = 'settled') <> 1`,
  },
  {
    name: 'a settling notification captured its payment',
    sql: `SELECT e.id::text AS detail FROM payment_events e LEFT JOIN payments p ON p.id = e.payment_id
          WHERE e.outcome = 'settled' AND (p.id IS NULL OR p.state <> 'captured')`,
  },
  {
    name: 'one pending payment per attempt',
    sql: `SELECT attempt_key || ': ' || count(*) AS detail FROM payments WHERE state = 'pending'
          GROUP BY attempt_key HAVING count(*) > 1`,
  },
];

/** Every order's recorded path: starts at 1, each step legal, ends at the order's state. */
async function illegalPaths(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ order_id: number; state: number; path: string }>(
    `SELECT o.id AS order_id, o.state,
       string_agg(COALESCE(t.from_state::text, '-') || '>' || t.to_state, ' ' ORDER BY t.id) AS path
     FROM orders o LEFT JOIN order_transitions t ON t.order_id = o.id GROUP BY o.id, o.state`,
  );
  const offences: string[] = [];
  for (const row of rows) {
    const steps = (row.path ?? '').split(' ').filter(Boolean);
    let at: number | null = null;
    let legal = steps.length > 0;
    for (const step of steps) {
      const [from, to] = step.split('>');
      const fromState = from === '-' ? null : Number(from);
      const toState = Number(to);
      const allowed = at === null ? fromState === null && toState === 1 : MOVES[at]?.includes(toState);
      if (fromState !== at || !allowed) legal = false;
      at = toState;
    }
    if (!legal || at !== row.state) offences.push(`order ${row.order_id} (state ${row.state}): ${row.path}`);
  }
  return offences;
}

/** Every rule broken in the database, as "rule: offender" lines; [] when all orders are legal. */
export async function illegalStates(db: Queryable): Promise<string[]> {
  const offences: string[] = [];
  for (const check of CHECKS) {
    const { rows } = await db.query<{ detail: string }>(check.sql);
    for (const row of rows) offences.push(`${check.name}: ${row.detail}`);
  }
  for (const path of await illegalPaths(db)) offences.push(`legal transitions only: ${path}`);
  return offences;
}
