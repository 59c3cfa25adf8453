-- Preparing the bill at the counter (issue 22).
--
-- A bill is prepared for a visit, an appointment or a walk-in: a draft whose items can change, then
-- finished once, when it gets its number and can no longer change. Everything printed on it is a
-- snapshot (the patient's name and address, who served, each item's name, price and tax rate), so a
-- later edit of the catalogue, the team or the record does not rewrite a bill that went out.
--
-- This is not a cash register: no payment is recorded here (RKSV / KassenSichV need a certified
-- register with a signature device or TSE for cash sales). A later fiscal signing step adds a table
-- of its own keyed by bill_id (docs/bills.md), not columns here.

-- Gap-free numbers per business: the finish takes this row's lock (UPDATE … RETURNING) inside its
-- transaction, so a rolled-back finish gives its number back. A sequence would leave gaps.
CREATE TABLE bill_counters (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  next_number integer NOT NULL DEFAULT 1 CHECK (next_number >= 1)
);

CREATE TABLE bills (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  number integer,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'finished')),
  queue_entry_id uuid REFERENCES queue_entries (id) ON DELETE SET NULL,
  appointment_id uuid REFERENCES appointments (id) ON DELETE SET NULL,
  patient_name text CHECK (patient_name IS NULL OR char_length(patient_name) <= 200),
  patient_email text CHECK (patient_email IS NULL OR char_length(patient_email) <= 254),
  employee_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  employee_name text CHECK (employee_name IS NULL OR char_length(employee_name) <= 200),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  total_minor bigint NOT NULL DEFAULT 0,
  net_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0,
  discount_minor bigint NOT NULL DEFAULT 0,
  -- The breakdown per rate as printed: [{ ratePercent, grossMinor, netMinor, taxMinor }].
  taxes jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  finished_at timestamptz,
  finished_by uuid REFERENCES users (id) ON DELETE SET NULL,
  CHECK ((status = 'finished') = (number IS NOT NULL AND finished_at IS NOT NULL)),
  UNIQUE (business_id, number)
);
CREATE INDEX bills_business_created_idx ON bills (business_id, created_at);
CREATE INDEX bills_business_finished_idx ON bills (business_id, finished_at) WHERE status = 'finished';

CREATE TABLE bill_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bill_id uuid NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  -- The catalogue's product it was copied from (null once the product row is gone).
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  unit_price_minor bigint NOT NULL CHECK (unit_price_minor >= 0),
  tax_rate_percent numeric(5, 2) NOT NULL CHECK (tax_rate_percent >= 0 AND tax_rate_percent < 100),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  discount_percent smallint NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
  line_total_minor bigint NOT NULL CHECK (line_total_minor >= 0),
  UNIQUE (bill_id, position)
);

-- Each finished bill is sent to the business's register or accounting (a signed webhook). The
-- secret signs the body (HMAC-SHA256); it is shown once, when made or rotated.
CREATE TABLE bill_webhooks (
  business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
  url text NOT NULL CHECK (url ~ '^https?://' AND char_length(url) <= 500),
  secret text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- One row per delivery attempt, for the owners to see (kept with the bill).
CREATE TABLE bill_webhook_deliveries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  bill_id uuid NOT NULL REFERENCES bills (id) ON DELETE CASCADE,
  attempt smallint NOT NULL,
  status_code smallint,
  error text CHECK (error IS NULL OR char_length(error) <= 200),
  ok boolean NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX bill_webhook_deliveries_business_idx ON bill_webhook_deliveries (business_id, at DESC);
