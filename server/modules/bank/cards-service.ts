/**
 * The borrower's bank cards (spec §2 /bank, /bank/add): the accounts a loan can be paid out to.
 * A card is the borrower's own: every read and write is by the signed-in borrower's id.
 */
import type { Clock } from '../../clock.ts';
import { AppError } from '../../contract/app-error.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { AccountKey } from './account-checks-repo.ts';
import { checkBindCard, maskAccountNo, type BindCardFields } from './card-rules.ts';
import * as cards from './cards-repo.ts';
import { findBranch } from './directory-repo.ts';

/** More accounts than anyone needs for payouts; stops a script from filling the table. */
export const MAX_CARDS_PER_BORROWER = 10;

export interface CardServiceDeps {
  db: Db;
  clock: Clock;
  accounts: {
    /** Asks the bank whose the account is (decision 0095). */
    confirm(key: AccountKey): Promise<string>;
    /** Counts a refusal as another borrower's among the day's checks (decision 0086, amended). */
    countAnotherBorrowers(key: AccountKey): Promise<void>;
  };
}

export function createCardService({ db, clock, accounts }: CardServiceDeps) {
  /**
   * What may be known before asking the bank, under the borrower's lock: the card already saved
   * (its id), or undefined when a new card may be added; else the refusal.
   */
  async function admit(tx: Queryable, key: AccountKey): Promise<number | undefined> {
    const { userId, ifsc, accountNo } = key;
    await cards.lockBorrowerCards(tx, userId);
    const existing = await cards.findCard(tx, userId, ifsc, accountNo);
    if (existing !== undefined) return existing;
    // Before the look below: at the limit, every new number gets this refusal alike, so the
    // limit tells nothing of whose a number is.
    if ((await cards.countCards(tx, userId)) >= MAX_CARDS_PER_BORROWER)
      throw new AppError('BANK_CARD_LIMIT', { params: { max: MAX_CARDS_PER_BORROWER } });
    // A loan is paid to the borrower's own account (DOMAIN.md): one account is one borrower's
    // (decision 0086).
    await cards.lockAccount(tx, ifsc, accountNo);
    if (await cards.accountOfAnotherBorrower(tx, userId, ifsc, accountNo))
      throw new AppError('BANK_ACCOUNT_OF_ANOTHER_BORROWER');
    return undefined;
  }

  /**
   * Runs `admit` (and what follows it) in a transaction. Its refusal of another borrower's account
   * tells whether someone borrows here with that account, so it is counted among the day's checks
   * first, and after the day's checks it is the limit's refusal, as for any new number (decision
   * 0086, amended). Counted after the rollback, so the count is committed.
   */
  async function admitted<T>(key: AccountKey, work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (error instanceof AppError && error.errorName === 'BANK_ACCOUNT_OF_ANOTHER_BORROWER')
        await accounts.countAnotherBorrowers(key);
      throw error;
    }
  }

  /**
   * Saves the card and returns its id; the same account again returns the card already saved. A
   * new account is checked with the bank first (a paid check, so only once nothing else refuses
   * it), outside any transaction: the bank may take seconds to answer.
   */
  async function bind(userId: number, fields: BindCardFields): Promise<{ id: number }> {
    const { ifsc, accountNo } = checkBindCard(fields);
    if (!(await findBranch(db, ifsc))) throw new AppError('BANK_IFSC_UNKNOWN', { params: { ifsc } });
    const key = { userId, ifsc, accountNo };
    const saved = await admitted(key, (tx) => admit(tx, key));
    if (saved !== undefined) return { id: saved };
    const holderName = await accounts.confirm(key);
    const now = await clock.now();
    // Checked again: the account may have been added meanwhile, by this borrower or another.
    const id = await admitted(
      key,
      async (tx) => (await admit(tx, key)) ?? cards.insertCard(tx, { ...key, holderName, now }),
    );
    return { id };
  }

  async function list(userId: number) {
    const rows = await cards.listCards(db, userId);
    return rows.map((row) => ({
      id: Number(row.id),
      cardNo: maskAccountNo(row.account_no),
      bankCode: row.ifsc,
      bankName: row.bank_name ?? '',
    }));
  }

  return { bind, list };
}
