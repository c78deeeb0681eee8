-- Czech order and diacritic-free search of names on both engines (apps/server/src/db/czech-text.ts
-- holds the same tables and explains them). IMMUTABLE: stored columns and indexes depend on them.
CREATE FUNCTION czech_search_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÄÀÂÃÅČĆÇĎÉĚËÈÊÍÏÌÎĹĽŁŇŃÑÓÖÔŐÒÕŔŘŠŚŤÚŮÜŰÙÛÝŸŽŹŻabcdefghijklmnopqrstuvwxyzáäàâãåčćçďéěëèêíïìîĺľłňńñóöôőòõŕřšśťúůüűùûýÿžźż', 'abcdefghijklmnopqrstuvwxyzaaaaaacccdeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzzabcdefghijklmnopqrstuvwxyzaaaaaacccdeeeeeiiiilllnnnoooooorrsstuuuuuuyyzzz') $$;--> statement-breakpoint
CREATE FUNCTION czech_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT translate(replace(translate(value, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÄÀÂÃÅČĆÇĎÉĚËÈÊÍÏÌÎĹĽŁŇŃÑÓÖÔŐÒÕŔŘŠŚŤÚŮÜŰÙÛÝŸŽŹŻ', 'abcdefghijklmnopqrstuvwxyzáäàâãåčćçďéěëèêíïìîĺľłňńñóöôőòõŕřšśťúůüűùûýÿžźż'), 'ch', 'J'), 'abcdefghijklmnopqrstuvwxyzáäàâãåčćçďéěëèêíïìîĺľłňńñóöôőòõŕřšśťúůüűùûýÿžźż', 'ABCEFGHIKLMNOPQRSTVXYZabcdAAAAAADCCEFFFFFKKKKNNNPPPQQQQQQTUWVXYYYYYYccedd') $$;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_sort_key" text COLLATE "C" GENERATED ALWAYS AS (czech_sort_key(last_name) || chr(1) || czech_sort_key(first_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name_search" text COLLATE "C" GENERATED ALWAYS AS (czech_search_key(last_name)) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name_search" text COLLATE "C" GENERATED ALWAYS AS (czech_search_key(first_name)) STORED;--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_sort_key");--> statement-breakpoint
CREATE INDEX "users_last_name_search_idx" ON "users" USING btree ("last_name_search");--> statement-breakpoint
CREATE INDEX "users_first_name_search_idx" ON "users" USING btree ("first_name_search");