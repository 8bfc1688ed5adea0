-- The German regulator's whitelist (GGL): the operators with a German permission, each with its
-- internet domains, the game types it is permitted for and its permission's dates, as the
-- operator last imported it (npm run whitelist:import). One list at a time: an import replaces
-- it whole, in one transaction, with the list's own date, from which its age is told.
CREATE TABLE whitelist (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  list_date date NOT NULL,
  imported_at timestamptz NOT NULL DEFAULT now(),
  imported_by text NOT NULL,
  -- The file's name as the operator gave it.
  source text NOT NULL
);

CREATE TABLE whitelist_operators (
  -- The entry's place in the file.
  position integer PRIMARY KEY,
  operator text NOT NULL,
  -- Lower-case host names; a host belongs to the operator when it is one of them or below one.
  domains jsonb NOT NULL,
  -- Product ids (see the shared library's products.ts).
  game_types jsonb NOT NULL,
  permitted_from date,
  permitted_until date
);
