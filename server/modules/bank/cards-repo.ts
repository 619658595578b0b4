import type { Queryable } from '../../db/db.ts';

export interface CardRow {
  id: number;
  ifsc: string;
  account_no: string;
  bank_name: string | null;
}

/** Serialises the card changes of one borrower until commit (two taps on "Add" save one card). */
export async function lockBorrowerCards(tx: Queryable, userId: number): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bank-cards:' || $1::text))`, [userId]);
}

/**
 * Serialises the adding of one bank account (the bank, the IFSC's first 4 letters, and the number)
 * across borrowers, so two borrowers adding it at once cannot both pass the check below.
 */
export async function lockAccount(tx: Queryable, ifsc: string, accountNo: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bank-account:' || $1 || ':' || $2))`, [
    ifsc.slice(0, 4),
    accountNo,
  ]);
}

/**
 * Whether another borrower has added this account. The bank is the IFSC's first 4 letters: a
 * number is unique within its bank, whichever branch's IFSC it was added with.
 */
export async function accountOfAnotherBorrower(
  q: Queryable,
  userId: number,
  ifsc: string,
  accountNo: string,
): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM bank_cards WHERE account_no = $3 AND left(ifsc, 4) = left($2, 4) AND user_id <> $1 LIMIT 1',
    [userId, ifsc, accountNo],
  );
  return rows.length > 0;
}

export async function findCard(
  q: Queryable,
  userId: number,
  ifsc: string,
  accountNo: string,
): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM bank_cards WHERE user_id = $1 AND ifsc = $2 AND account_no = $3',
    [userId, ifsc, accountNo],
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}

export async function countCards(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bank_cards WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertCard(
  q: Queryable,
  card: { userId: number; ifsc: string; accountNo: string; holderName: string; now: Date },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO bank_cards (user_id, ifsc, account_no, holder_name, created_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [card.userId, card.ifsc, card.accountNo, card.holderName, card.now],
  );
  return Number((rows[0] as { id: number }).id);
}

/** The borrower's cards, newest first, with the bank's name from the directory (by IFSC prefix). */
export async function listCards(q: Queryable, userId: number): Promise<CardRow[]> {
  const { rows } = await q.query<CardRow>(
    `SELECT c.id, c.ifsc, c.account_no, k.name AS bank_name
     FROM bank_cards c LEFT JOIN banks k ON k.code = left(c.ifsc, 4)
     WHERE c.user_id = $1 ORDER BY c.id DESC`,
    [userId],
  );
  return rows;
}

/** The name the bank gave for a card saved before checks began (decision 0095); kept once. */
export async function keepHolderName(q: Queryable, cardId: number, holderName: string): Promise<void> {
  await q.query('UPDATE bank_cards SET holder_name = $2 WHERE id = $1 AND holder_name IS NULL', [
    cardId,
    holderName,
  ]);
}
