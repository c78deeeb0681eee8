-- A name's diacritic-free, lower-case search key (Ó and ó both become o), the same on both
-- engines; src/db/czech-text.ts explains the tables. IMMUTABLE, since stored columns and indexes
-- depend on it.
-- No trigger calls it: the generated columns users.last_name_search and first_name_search,
-- patients.last_name_search and first_name_search, and centers.name_search do, and the doctors'
-- and centres' searches call it in their queries.
-- Last defined by migration 0003_czech_names.
CREATE OR REPLACE FUNCTION czech_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÄÀÂÃÅČĆÇĎÉĚËÈÊÍÏÌÎĹĽŁŇŃÑÓÖÔŐÒÕŔŘŠŚŤÚŮÜŰÙÛÝŸŽŹŻabcdefghijklmnopqrstuvwxyzáäàâãåčćçďéěëèêíïìîĺľłňńñóöôőòõŕřšśťúůüűùûýÿžźż', 'abcdefghijklmnopqrstuvwxyzaaaaaacccdeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzzabcdefghijklmnopqrstuvwxyzaaaaaacccdeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz') $$;
