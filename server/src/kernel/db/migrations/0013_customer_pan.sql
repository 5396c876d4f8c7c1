-- The customer's PAN (Permanent Account Number), printed on interest certificates as Indian banks
-- print it for the customer's tax return. NULL: no PAN registered with the bank (the certificate
-- then says so). Existing customers have none until the bank records it.
ALTER TABLE customers ADD COLUMN pan TEXT CHECK (pan IS NULL OR pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');
