-- The catalogue (issue 22): a business's services and goods, priced in its one currency.
--
-- Money is an integer of minor units (cents), never a float: `price_minor` is the gross price, tax
-- included, as consumers are shown it; the bill derives net and tax per rate. Every supported
-- currency has two minor digits (packages/shared/src/domain/money.ts), so changing the currency
-- never changes what a stored price means.
ALTER TABLE businesses ADD COLUMN currency char(3) NOT NULL DEFAULT 'EUR' CHECK (currency ~ '^[A-Z]{3}$');

-- A service may be an appointment type (bookable online): then the type holds the duration and the
-- product the price, each once; `duration_minutes` is null on a linked product. Deleting a product
-- only marks it (bills keep their own copy of name, price and tax anyway, but a deleted product's
-- id in an old draft must still resolve to "no longer sold" rather than to nothing).
CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  description text CHECK (description IS NULL OR char_length(description) <= 1000),
  category text CHECK (category IS NULL OR char_length(category) BETWEEN 1 AND 60),
  price_minor integer NOT NULL CHECK (price_minor BETWEEN 0 AND 99999999),
  tax_rate_percent numeric(5, 2) NOT NULL CHECK (tax_rate_percent BETWEEN 0 AND 50),
  duration_minutes integer CHECK (duration_minutes IS NULL OR duration_minutes BETWEEN 5 AND 480),
  appointment_type_id uuid REFERENCES appointment_types (id) ON DELETE SET NULL,
  is_public boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  position integer NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (appointment_type_id IS NULL OR duration_minutes IS NULL)
);
CREATE INDEX products_business_idx ON products (business_id, position) WHERE deleted_at IS NULL;
-- One price per appointment type: a type is linked to at most one product of its business.
CREATE UNIQUE INDEX products_appointment_type_idx ON products (business_id, appointment_type_id)
  WHERE appointment_type_id IS NOT NULL AND deleted_at IS NULL;
