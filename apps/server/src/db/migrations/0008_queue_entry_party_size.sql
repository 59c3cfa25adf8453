-- How many persons a restaurant's guest on the waiting list comes with (the guest says it when
-- joining by QR code, or staff when adding them at the desk), so the host picks a table that seats
-- them. Null for older entries, when not given, and for other industries. The bounds are the
-- booking's (0007): larger groups talk to the restaurant.

ALTER TABLE queue_entries
  ADD COLUMN party_size integer CONSTRAINT queue_entries_party_size_check CHECK (party_size BETWEEN 1 AND 99);
