-- What each casino offers (slots, casino games, poker, sports betting …, see the shared
-- library's products.ts): the German advertising rules decide by it. A catalogue imported
-- before the field existed declared nothing; its casinos are taken as offering slots and
-- casino games, the products the rules restrict, until an import declares what they offer.
ALTER TABLE casinos ADD COLUMN products jsonb NOT NULL DEFAULT '["slots", "casino"]';
