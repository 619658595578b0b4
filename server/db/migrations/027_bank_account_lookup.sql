-- One bank account is one borrower's (decision 0086): adding a card looks for its number on other
-- borrowers' cards first. Not unique: a database that already has an account on two borrowers still
-- migrates, and the check refuses any new one.
CREATE INDEX bank_cards_account_no ON bank_cards (account_no);
