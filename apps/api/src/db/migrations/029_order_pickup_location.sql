-- Issue 28: a pickup order names the location the buyer collects it from (shown on the order in
-- place of a shipping address). Null for a shipping order, and once that location is deleted (the
-- order then says it has no pickup location any more; its history stays). Only a pickup order shows
-- it (repos/orders.ts).
ALTER TABLE orders
  ADD COLUMN pickup_location_id text,
  ADD CONSTRAINT orders_pickup_location_fkey FOREIGN KEY (shop_id, pickup_location_id)
    REFERENCES locations (shop_id, id) ON DELETE SET NULL (pickup_location_id);

-- Existing pickup orders: collected where the shop offers pickup, else at its default location.
UPDATE orders o SET pickup_location_id = (
  SELECT l.id FROM locations l
  LEFT JOIN local_pickup p ON p.shop_id = l.shop_id AND p.location_id = l.id AND p.enabled
  WHERE l.shop_id = o.shop_id
  ORDER BY (p.location_id IS NULL), NOT l.is_default, l.id
  LIMIT 1)
WHERE o.delivery_method = 'pickup';
