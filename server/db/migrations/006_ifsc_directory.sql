-- The IFSC directory (DOMAIN.md "Identity and data": a bank card's IFSC must be present in it) and
-- the tree the IFSC finder walks (spec §2 /bank/ifsc): bank -> state -> city -> branch. Filled by
-- the importer (`npm run import:ifsc -- FILE`, server/modules/bank/ifsc-import.ts) from the public
-- IFSC dataset's CSV; a small real subset is seeded (server/db/seed-data/ifsc-branches.csv).

-- A bank is identified by the first 4 letters of its IFSC codes.
CREATE TABLE banks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z]{4}$'),
  name text NOT NULL
);

-- A bank's presence in a state. Its id is the state id the finder hands to get-city-list, so the
-- cities listed next are this bank's only; the name is the dataset's STATE in capitals.
CREATE TABLE bank_states (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_id integer NOT NULL REFERENCES banks (id) ON DELETE CASCADE,
  name text NOT NULL,
  UNIQUE (bank_id, name)
);

-- A bank's presence in a city of a state (the dataset's CITY, else DISTRICT, else CENTRE).
CREATE TABLE bank_cities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  state_id integer NOT NULL REFERENCES bank_states (id) ON DELETE CASCADE,
  name text NOT NULL,
  UNIQUE (state_id, name)
);

-- One row per IFSC; the bank, state and city are those of its city row.
CREATE TABLE bank_branches (
  ifsc text PRIMARY KEY CHECK (ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  -- The branch id the finder lists (a number, like the other lists' ids).
  id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  city_id integer NOT NULL REFERENCES bank_cities (id),
  branch text NOT NULL,
  centre text NOT NULL,
  district text NOT NULL,
  address text NOT NULL,
  contact text,
  imps boolean NOT NULL,
  rtgs boolean NOT NULL,
  neft boolean NOT NULL,
  upi boolean NOT NULL,
  micr text,
  swift text,
  iso3166 text,
  updated_at timestamptz NOT NULL
);
-- get-branch-list: the branches of one city.
CREATE INDEX bank_branches_city ON bank_branches (city_id);
