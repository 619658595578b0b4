-- The products' words in Hindi (decision 0055): beside the processing time, the slogan and the
-- requirement and eligibility lists, the Hindi staff show a borrower who reads Hindi. Empty (NULL)
-- shows the English; so does a Hindi list that does not have as many items as the English one.
ALTER TABLE products
  ADD COLUMN loan_processing_time_hi text,
  ADD COLUMN slogan_hi text,
  ADD COLUMN requirements_hi jsonb,
  ADD COLUMN eligibility_hi jsonb;
