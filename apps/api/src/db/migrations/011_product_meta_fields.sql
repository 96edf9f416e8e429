-- A product's search engine title and description are named as a collection's are (meta_title,
-- meta_description, the spec's names), so one name means one thing across the contract.
ALTER TABLE products RENAME COLUMN seo_title TO meta_title;
ALTER TABLE products RENAME COLUMN seo_description TO meta_description;
