-- The conventions' search compares the typed correlative without regard to case (docs/performance.md "Agreements lists").
CREATE INDEX "conventions_lower_number_idx" ON "conventions" (lower("number"));
