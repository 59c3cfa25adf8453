-- The business's public page and the directory (issue 22).

-- Whether the business appears in the public directory at /shops: the owner's choice, off until
-- they switch it on (its page at /shops/<publicId> is public either way: it is their page).
ALTER TABLE businesses
  ADD COLUMN listed boolean NOT NULL DEFAULT false;

-- The directory lists only opted-in businesses, by name: a partial index keeps that cheap however
-- many businesses never opt in.
CREATE INDEX businesses_listed_name_idx ON businesses (lower(name), id) WHERE listed;
