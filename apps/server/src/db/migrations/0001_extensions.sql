-- btree_gist lets one GiST index mix equality (doctor_id WITH =) and range overlap
-- (during WITH &&): the exclusion constraint that forbids double bookings needs it.
-- PGlite ships it as a contrib extension; on PostgreSQL 13+ it is a trusted extension.
CREATE EXTENSION IF NOT EXISTS btree_gist;
