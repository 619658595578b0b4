-- The Help Center's questions and the About us page in Hindi (decision 0045): beside each text,
-- the Hindi staff show a borrower who reads Hindi. Empty (NULL) shows the English.
ALTER TABLE faq_items ADD COLUMN title_hi text, ADD COLUMN content_hi text;
ALTER TABLE content_pages ADD COLUMN title_hi text, ADD COLUMN body_hi text;
