-- The patient list (issue 20): a typo-tolerant search over 100,000 patients, consent, duplicates.
-- pg_trgm: trigram similarity ("Hubr" finds Huber) and indexed LIKE '%…%'. PGlite ships it as a
-- contrib extension; on PostgreSQL 13+ it is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A name as the search compares it: lower case, accents dropped, German umlauts and ß folded the way
-- people type them without the keys ("Müller", "Mueller" and "Muller" all become "muller"). Only
-- immutable functions, so a generated column and the query's side use the one definition.
CREATE FUNCTION patient_search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$
    SELECT replace(replace(replace(replace(replace(replace(replace(replace(
      translate(lower(value),
        'àáâãåāăąçćčďèéêëēėęěìíîïīįłñńňòóôõøōőŕřśšşťùúûůūűųýÿźżž',
        'aaaaaaaacccdeeeeeeeeiiiiiilnnnooooooorrssstuuuuuuuyyzzz'),
      'ß', 'ss'), 'ä', 'a'), 'ö', 'o'), 'ü', 'u'), 'ae', 'a'), 'oe', 'o'), 'ue', 'u'), '-', ' ')
  $$;

ALTER TABLE patients
  -- "first last last first" folded: either order a receptionist types matches a word sequence.
  ADD COLUMN search_name text GENERATED ALWAYS AS (
    patient_search_fold(first_name || ' ' || last_name || ' ' || first_name)
  ) STORED,
  -- The phone's digits, a leading + as 00 (domain/phone-digits.ts): "0664 12" finds "+43 664 12…".
  ADD COLUMN phone_digits text GENERATED ALWAYS AS (
    regexp_replace(regexp_replace(coalesce(phone, ''), '^\s*\+', '00'), '\D', '', 'g')
  ) STORED,
  -- Marketing mail only with its own explicit consent (when it was given; null: none).
  ADD COLUMN marketing_consent_at timestamptz;

CREATE INDEX patients_search_name_trgm_idx ON patients USING gin (search_name gin_trgm_ops);
CREATE INDEX patients_phone_digits_trgm_idx ON patients USING gin (phone_digits gin_trgm_ops);
CREATE INDEX patients_svnr_idx ON patients (business_id, svnr) WHERE svnr IS NOT NULL;
CREATE INDEX patients_birthdate_idx ON patients (business_id, birthdate) WHERE birthdate IS NOT NULL;
-- Likely duplicates: same folded name and birthdate, or the same phone digits.
CREATE INDEX patients_duplicate_name_idx ON patients (business_id, search_name, birthdate)
  WHERE birthdate IS NOT NULL;
CREATE INDEX patients_duplicate_phone_idx ON patients (business_id, phone_digits)
  WHERE phone_digits <> '';
-- The filters: no-shows per patient.
CREATE INDEX queue_entries_no_show_idx ON queue_entries (business_id, patient_id) WHERE outcome = 'noShow';
