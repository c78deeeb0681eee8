-- A version-7 UUID: 48 bits of milliseconds since 1970, the version and variant bits, then random
-- bits, so each new key is the largest so far and lands on the primary key's last page
-- (PostgreSQL 18 has uuidv7(); 15 to 17 do not).
-- No trigger calls it: it is the default of audit_events.id.
-- Last defined by migration 0012_audit_time_ordered_ids.
CREATE OR REPLACE FUNCTION uuid_time_ordered() RETURNS uuid
  LANGUAGE sql VOLATILE PARALLEL SAFE
  AS $$
    SELECT encode(
      set_bit(set_bit(
        overlay(uuid_send(gen_random_uuid())
                PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
                FROM 1 FOR 6),
        52, 1), 53, 1),
      'hex')::uuid
  $$;
