-- A name's key in Czech alphabetical order at the first level (A=Á, but C before Č and CH after
-- H), the same on both engines; src/db/czech-text.ts explains the tables.
-- IMMUTABLE, since stored columns and indexes depend on it.
-- No trigger calls it: the generated columns users.name_sort_key, patients.name_sort_key and
-- centers.name_sort_key do, and the doctors' and centres' lists sort by it in their queries.
-- Last defined by migration 0003_czech_names.
CREATE OR REPLACE FUNCTION czech_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(replace(translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÄÀÂÃÅČĆÇĎÉĚËÈÊÍÏÌÎĹĽŁŇŃÑÓÖÔŐÒÕŔŘŠŚŤÚŮÜŰÙÛÝŸŽŹŻ', 'abcdefghijklmnopqrstuvwxyzáäàâãåčćçďéěëèêíïìîĺľłňńñóöôőòõŕřšśťúůüűùûýÿžźż'), 'ch', 'J'), 'abcdefghijklmnopqrstuvwxyzáäàâãåčćçďéěëèêíïìîĺľłňńñóöôőòõŕřšśťúůüűùûýÿžźż', 'ABCEFGHIKLMNOPQRSTVXYZabcdAAAAAADCCEFFFFFKKKKNNNPPPQQQQQQTUWVXYYYYYYccedd') $$;
