-- GET inventory/stats kept as stock changes instead of aggregated on every call (3 s over the 3.6
-- million levels of a location at a million products; `pnpm bench catalog`).
--
-- stock_stats: one row per shop and location with the figures of the contract's InventoryStats,
-- plus one row per shop with location_id '' for the whole shop. variant_stock: each variant's levels
-- summed over every location, which the whole-shop figures classify (a variant at 0 in one place and
-- 8 in another is in stock). A location row classifies each level at that location (a variant has
-- one level there). Units on hand, in both kinds of row, add up each level's positive quantity (an
-- oversold level holds no units). Both tables are kept by the statement triggers on inventory_levels
-- below, in the same transaction as the change. A statement is counted as a whole from its
-- transition tables, grouped by variant and by location, never row by row: one that writes thousands
-- of levels costs about what an aggregate over them does.
--
-- Lock order, so two writers never deadlock on the counters: every statement that changes levels
-- first locks the '' row of each shop it changes, in key order (creating it if missing), and only
-- then reads and writes that shop's variant_stock and location rows. A transaction keeps its '' rows
-- to its end: writers of a shop's stock queue on that row, and a later statement of the same
-- transaction finds it already its own. The level rows themselves are locked by the statement before
-- its trigger runs, which no counter can order: a transaction that holds a shop's '' row and then
-- changes a level that another writer of the shop has locked meanwhile is in a deadlock, which
-- PostgreSQL breaks by rolling one of them back. It does not arise in the API, where the first
-- statement of a transaction that writes levels is also the last that changes existing ones (a PUT of
-- one level; a product save deletes its removed variants' levels, then stocks its new variants).

-- The contract's LOW_STOCK_THRESHOLD (a test checks they agree).
CREATE FUNCTION low_stock_threshold() RETURNS integer IMMUTABLE LANGUAGE sql AS 'SELECT 5';

CREATE TABLE variant_stock (
  variant_id text PRIMARY KEY,
  shop_id text NOT NULL,
  levels integer NOT NULL CHECK (levels > 0),
  available bigint NOT NULL,
  units bigint NOT NULL
);

CREATE TABLE stock_stats (
  shop_id text NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  location_id text NOT NULL,
  total_units bigint NOT NULL DEFAULT 0,
  variants_tracked bigint NOT NULL DEFAULT 0,
  out_of_stock bigint NOT NULL DEFAULT 0,
  low_stock bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, location_id)
);

-- One function for the three statement triggers. The levels the statement changed are read from its
-- transition tables, one row each: where the level is, and its quantity before (NULL: inserted) and
-- after (NULL: deleted). A level whose quantity, location and variant stayed as they were (a save of
-- the same figure, a change of updated_at only) is not among them.
--
-- Every query on the transition tables goes through EXECUTE, so it is planned for the rows this
-- statement really has. A plan that PL/pgSQL caches is made for the first statements of a session,
-- mostly of one row; a nested loop over the transition tables, right for one row, is quadratic at
-- thousands (the demo shop's 22,000 levels in one UPDATE took 110 s instead of 0.15 s). A plan per
-- statement costs about a millisecond. (EXECUTE also lets one function serve the three triggers,
-- though an INSERT has no old rows and a DELETE no new ones.)
CREATE FUNCTION stock_after_levels_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN
      'SELECT shop_id, location_id, variant_id, NULL::integer AS old_av, available AS new_av
       FROM new_rows'
    WHEN 'DELETE' THEN
      'SELECT shop_id, location_id, variant_id, available AS old_av, NULL::integer AS new_av
       FROM old_rows'
    -- A level is at most once among the old rows and once among the new ones (one per variant and
    -- location): grouped by where it is, a level that moved leaves one place and enters another.
    ELSE
      'SELECT shop_id, location_id, variant_id,
              min(available) FILTER (WHERE sign < 0) AS old_av,
              min(available) FILTER (WHERE sign > 0) AS new_av
       FROM (SELECT shop_id, location_id, variant_id, available, -1 AS sign FROM old_rows
             UNION ALL
             SELECT shop_id, location_id, variant_id, available, 1 FROM new_rows) c
       GROUP BY shop_id, location_id, variant_id
       HAVING count(*) = 1
           OR min(available) FILTER (WHERE sign < 0) <> min(available) FILTER (WHERE sign > 0)'
  END;
  touched text[];
  live text[];
BEGIN
  EXECUTE format('SELECT array_agg(shop_id ORDER BY shop_id)
                  FROM (SELECT DISTINCT shop_id FROM (%s) c) s', changes)
    INTO touched;
  IF touched IS NULL THEN
    RETURN NULL; -- nothing moved: nothing is locked or written
  END IF;

  -- The '' rows first, in key order. A shop that is being deleted (its levels go by cascade) gets no
  -- counter row back; its variant_stock rows still go below.
  live := ARRAY(SELECT id FROM shops WHERE id = ANY (touched) ORDER BY id);
  INSERT INTO stock_stats (shop_id, location_id)
  SELECT shop_id, '' FROM unnest(live) AS l (shop_id) ORDER BY shop_id
  ON CONFLICT (shop_id, location_id) DO NOTHING;
  PERFORM FROM stock_stats WHERE shop_id = ANY (live) AND location_id = '' ORDER BY shop_id
  FOR UPDATE;

  -- Read after the lock (a new snapshot): the shop's variant_stock rows are as its last writer left
  -- them. Each variant's total moves by its changed levels; the whole-shop figures move by how each
  -- variant's class changed (no levels: not tracked); a location's by how each level's class changed.
  EXECUTE format($q$
    WITH changed AS (%s),
    per_variant AS (
      SELECT d.variant_id, d.shop_id, d.units,
             COALESCE(v.levels, 0) AS old_levels, COALESCE(v.available, 0) AS old_available,
             COALESCE(v.levels, 0) + d.levels AS levels,
             COALESCE(v.available, 0) + d.available AS available,
             COALESCE(v.units, 0) + d.units AS new_units
      FROM (SELECT variant_id, shop_id, count(new_av) - count(old_av) AS levels,
                   COALESCE(sum(new_av), 0) - COALESCE(sum(old_av), 0) AS available,
                   COALESCE(sum(GREATEST(new_av, 0)), 0) - COALESCE(sum(GREATEST(old_av, 0)), 0) AS units
            FROM changed GROUP BY variant_id, shop_id) d
      LEFT JOIN variant_stock v ON v.variant_id = d.variant_id
    ),
    kept AS (
      INSERT INTO variant_stock AS v (variant_id, shop_id, levels, available, units)
      SELECT variant_id, shop_id, levels, available, new_units FROM per_variant
      WHERE levels > 0 ORDER BY variant_id
      ON CONFLICT (variant_id) DO UPDATE
        SET levels = excluded.levels, available = excluded.available, units = excluded.units
    ),
    gone AS (
      DELETE FROM variant_stock
      WHERE variant_id IN (SELECT variant_id FROM per_variant WHERE levels <= 0)
    ),
    figures AS (
      SELECT shop_id, '' AS location_id, sum(units)::bigint AS total_units,
             count(*) FILTER (WHERE levels > 0) - count(*) FILTER (WHERE old_levels > 0)
               AS variants_tracked,
             count(*) FILTER (WHERE levels > 0 AND available <= 0)
               - count(*) FILTER (WHERE old_levels > 0 AND old_available <= 0) AS out_of_stock,
             count(*) FILTER (WHERE levels > 0 AND available BETWEEN 1 AND low_stock_threshold())
               - count(*) FILTER (WHERE old_levels > 0
                                  AND old_available BETWEEN 1 AND low_stock_threshold()) AS low_stock
      FROM per_variant GROUP BY shop_id
      UNION ALL
      SELECT shop_id, location_id,
             COALESCE(sum(GREATEST(new_av, 0)), 0) - COALESCE(sum(GREATEST(old_av, 0)), 0),
             count(new_av) - count(old_av),
             count(*) FILTER (WHERE new_av <= 0) - count(*) FILTER (WHERE old_av <= 0),
             count(*) FILTER (WHERE new_av BETWEEN 1 AND low_stock_threshold())
               - count(*) FILTER (WHERE old_av BETWEEN 1 AND low_stock_threshold())
      FROM changed GROUP BY shop_id, location_id
    )
    INSERT INTO stock_stats AS s (shop_id, location_id, total_units, variants_tracked, out_of_stock,
                                  low_stock)
    SELECT * FROM figures
    WHERE shop_id = ANY ($1)
      AND (total_units, variants_tracked, out_of_stock, low_stock) <> (0, 0, 0, 0)
    ORDER BY shop_id, location_id
    ON CONFLICT (shop_id, location_id) DO UPDATE
      SET total_units = s.total_units + excluded.total_units,
          variants_tracked = s.variants_tracked + excluded.variants_tracked,
          out_of_stock = s.out_of_stock + excluded.out_of_stock,
          low_stock = s.low_stock + excluded.low_stock
    $q$, changes)
    USING live;

  -- A location that no longer stocks anything (deleted, or its last level gone) keeps no row.
  DELETE FROM stock_stats
  WHERE shop_id = ANY (live) AND location_id <> '' AND variants_tracked = 0;
  RETURN NULL;
END $fn$;

CREATE FUNCTION stock_after_levels_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_stats;
  DELETE FROM variant_stock;
  RETURN NULL;
END $$;

-- Build both tables again from the levels: the migration fills them with it; it also repairs them
-- should the triggers ever have been bypassed (session_replication_role = replica, a restore with
-- --disable-triggers). The same figures as the triggers keep, counted from scratch.
CREATE FUNCTION recount_stock() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE inventory_levels IN SHARE MODE;
  DELETE FROM stock_stats;
  DELETE FROM variant_stock;
  INSERT INTO variant_stock (variant_id, shop_id, levels, available, units)
  SELECT variant_id, min(shop_id), count(*), sum(available), sum(GREATEST(available, 0))
  FROM inventory_levels GROUP BY variant_id;
  INSERT INTO stock_stats (shop_id, location_id, total_units, variants_tracked, out_of_stock,
                           low_stock)
  SELECT shop_id, '', sum(units), count(*), count(*) FILTER (WHERE available <= 0),
         count(*) FILTER (WHERE available BETWEEN 1 AND low_stock_threshold())
  FROM variant_stock GROUP BY shop_id
  UNION ALL
  SELECT shop_id, location_id, sum(GREATEST(available, 0)), count(*),
         count(*) FILTER (WHERE available <= 0),
         count(*) FILTER (WHERE available BETWEEN 1 AND low_stock_threshold())
  FROM inventory_levels GROUP BY shop_id, location_id;
END $$;

CREATE TRIGGER inventory_levels_stock_insert AFTER INSERT ON inventory_levels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION stock_after_levels_change();
CREATE TRIGGER inventory_levels_stock_update AFTER UPDATE ON inventory_levels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION stock_after_levels_change();
CREATE TRIGGER inventory_levels_stock_delete AFTER DELETE ON inventory_levels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION stock_after_levels_change();
CREATE TRIGGER inventory_levels_stock_truncate AFTER TRUNCATE ON inventory_levels
  FOR EACH STATEMENT EXECUTE FUNCTION stock_after_levels_truncate();

-- The triggers exist before the figures are taken, and the lock keeps writers out until this
-- migration commits: no change made meanwhile is missed or counted twice.
SELECT recount_stock();
