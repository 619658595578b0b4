-- Why a scheduled order still waits, in Hindi beside the English (decision 0047): written together
-- by each visit of the sweep. Empty (NULL, rows written before) shows the English.
ALTER TABLE scheduled_orders ADD COLUMN pending_reason_hi text;
