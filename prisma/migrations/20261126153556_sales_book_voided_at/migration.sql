-- The sales book (docs/reports.md "Libro de Ventas") finds the invoices voided on the days of a
-- period by when they were voided: cancelled_at has its index (reports_and_audit_chain); an accepted
-- invoice can also be set to rejected by the manual status change, so rejected_at gets one too.
CREATE INDEX bills_rejected_at_idx ON bills (rejected_at) WHERE rejected_at IS NOT NULL;
