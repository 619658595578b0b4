-- The basic and work forms in Hindi (decision 0044): beside each field's title and placeholder and
-- each choice's label, the Hindi staff show a borrower who reads Hindi. Empty (NULL) shows the
-- English, so a field staff add or rename reads in English until its Hindi is written.
ALTER TABLE form_fields
  ADD COLUMN title_hi text CHECK (length(title_hi) BETWEEN 1 AND 60),
  ADD COLUMN placeholder_hi text;
ALTER TABLE form_field_options ADD COLUMN dict_label_hi text;
