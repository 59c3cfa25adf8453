-- How many persons a restaurant's reservation is for (the guest says it when booking online, so a
-- table that seats them is chosen). Null for older reservations and for other industries. The
-- bounds are the booking form's: larger groups call the restaurant.

ALTER TABLE appointments
  ADD COLUMN party_size integer CONSTRAINT appointments_party_size_check CHECK (party_size BETWEEN 1 AND 99);
