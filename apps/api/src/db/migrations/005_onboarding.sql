-- §3 Onboarding state of a shop, served as `onboarding: { isEditable, list }` on GET shop.
-- onboarding_editable: the onboarding was switched on (PUT shop { onboarding_editable: true }, sent by
-- the first visit of /home?show-confetti after the store was created). A new shop starts with it off.
-- onboarding_list: the onboarding steps done. A shop row is a created store, so every shop has done
-- create_store; the other steps are added by the flows that do them.
ALTER TABLE shops
  ADD COLUMN onboarding_editable boolean NOT NULL DEFAULT false,
  ADD COLUMN onboarding_list text[] NOT NULL DEFAULT '{create_store}'
    CONSTRAINT shops_onboarding_list_check
    CHECK (onboarding_list <@ ARRAY['create_store', 'sell_via_link', 'create_card']::text[]);
