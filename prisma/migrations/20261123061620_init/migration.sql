-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "agreements" (
    "id" SERIAL NOT NULL,
    "number" INTEGER NOT NULL,
    "record_number" VARCHAR(40),
    "user_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "quantity_quotas" INTEGER NOT NULL,
    "total" DECIMAL(20,4) NOT NULL,
    "quota_amount" DECIMAL(20,4) NOT NULL,
    "expiration_date" DATE NOT NULL,
    "since" DATE,
    "until" DATE,
    "status" INTEGER NOT NULL DEFAULT 1,
    "conversion_petro" DECIMAL(24,8) NOT NULL,
    "file" TEXT,
    "crypt" VARCHAR(64) NOT NULL,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "agreements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "agreement_quotas" (
    "id" SERIAL NOT NULL,
    "agreement_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "amount" DECIMAL(20,4) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "bill_id" INTEGER,

    CONSTRAINT "agreement_quotas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conventions" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(40) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "total" DECIMAL(20,4) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "conversion_petro" DECIMAL(24,8) NOT NULL,
    "file" TEXT,
    "crypt" VARCHAR(64) NOT NULL,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "conventions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "convention_quotas" (
    "id" SERIAL NOT NULL,
    "convention_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "total" DECIMAL(20,4) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "bill_id" INTEGER,

    CONSTRAINT "convention_quotas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "convention_quota_items" (
    "id" SERIAL NOT NULL,
    "quota_id" INTEGER NOT NULL,
    "notice_id" INTEGER,
    "fine_id" INTEGER,

    CONSTRAINT "convention_quota_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_accounts" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "bank_id" INTEGER NOT NULL,
    "account_type_id" INTEGER NOT NULL,
    "document_type_id" INTEGER NOT NULL,
    "document" VARCHAR(20) NOT NULL,
    "number" VARCHAR(30) NOT NULL,
    "phone" VARCHAR(20),
    "status" INTEGER NOT NULL DEFAULT 1,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bank_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bills" (
    "id" SERIAL NOT NULL,
    "institution_id" INTEGER NOT NULL DEFAULT 2,
    "number" INTEGER NOT NULL,
    "serial_code" VARCHAR(10),
    "control_number" VARCHAR(40),
    "status" INTEGER NOT NULL DEFAULT 0,
    "bill_type" INTEGER NOT NULL DEFAULT 1,
    "user_id" INTEGER NOT NULL,
    "property_id" INTEGER,
    "created_by" INTEGER,
    "since" DATE,
    "until" DATE,
    "subtotal" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "exempt" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "tax_base" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "iva" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "iva_percentage" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "discount" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "discount_percentage" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "discount_id" INTEGER,
    "retention" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "retention_percentage" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "fines_total" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "credit_note_applied" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total_bs" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "amount_paid" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "conversion_petro" DECIMAL(24,8) NOT NULL,
    "urban_clean_amount" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "df_amount" DECIMAL(20,2) NOT NULL DEFAULT 0,
    "delivery" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "reception_date" DATE,
    "rejected_at" TIMESTAMP(3),
    "reject_comments" TEXT,
    "cancelled_at" TIMESTAMP(3),
    "cancel_comments" TEXT,
    "file" TEXT,
    "crypt" VARCHAR(64) NOT NULL,
    "request_key" VARCHAR(80),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bills_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bill_lines" (
    "id" SERIAL NOT NULL,
    "bill_id" INTEGER NOT NULL,
    "type" VARCHAR(20) NOT NULL,
    "notice_id" INTEGER,
    "fine_id" INTEGER,
    "service_id" INTEGER,
    "convention_quota_id" INTEGER,
    "agreement_quota_id" INTEGER,
    "name" VARCHAR(200) NOT NULL,
    "amount" DECIMAL(20,4) NOT NULL,
    "iva" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "amount_bs" DECIMAL(20,2) NOT NULL,

    CONSTRAINT "bill_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vouchers" (
    "id" SERIAL NOT NULL,
    "bill_id" INTEGER NOT NULL,
    "payment_method_id" INTEGER NOT NULL,
    "bank_id" INTEGER,
    "bank_account_id" INTEGER,
    "number" VARCHAR(8),
    "amount_paid" DECIMAL(20,2) NOT NULL,
    "amount_petro" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "date" DATE,
    "reception_date" DATE,
    "file" TEXT,
    "accepted" INTEGER NOT NULL DEFAULT 0,
    "created_by" INTEGER,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vouchers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "voucher_references" (
    "id" SERIAL NOT NULL,
    "bank_id" INTEGER NOT NULL,
    "number" VARCHAR(8) NOT NULL,
    "voucher_id" INTEGER NOT NULL,

    CONSTRAINT "voucher_references_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fiscal_counters" (
    "institution_id" INTEGER NOT NULL,
    "kind" VARCHAR(30) NOT NULL,
    "last_value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "fiscal_counters_pkey" PRIMARY KEY ("institution_id","kind")
);

-- CreateTable
CREATE TABLE "cash_service_types" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cash_service_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "cash_service_type_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,4) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "bill_id" INTEGER,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_notes" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "property_id" INTEGER,
    "bill_id" INTEGER,
    "amount" DECIMAL(20,4) NOT NULL,
    "balance" DECIMAL(20,4) NOT NULL,
    "conversion_petro" DECIMAL(24,8) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_by" INTEGER,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "credit_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_note_uses" (
    "id" SERIAL NOT NULL,
    "credit_note_id" INTEGER NOT NULL,
    "bill_id" INTEGER NOT NULL,
    "amount_used" DECIMAL(20,4) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_note_uses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notices" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "service_type_id" INTEGER NOT NULL,
    "period" DATE NOT NULL,
    "total" DECIMAL(20,4) NOT NULL,
    "iva" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "exempt" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "total_with_iva" DECIMAL(20,4) NOT NULL,
    "iva_percentage" DECIMAL(5,2) NOT NULL DEFAULT 0,
    "conversion_petro" DECIMAL(24,8) NOT NULL,
    "use_conversion_local" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 1,
    "check" INTEGER NOT NULL DEFAULT 0,
    "bill_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "notices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fines" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "notice_id" INTEGER,
    "fine_type_id" INTEGER NOT NULL,
    "amount" DECIMAL(20,4) NOT NULL,
    "comment" TEXT,
    "status" INTEGER NOT NULL DEFAULT 1,
    "frozen_at" TIMESTAMP(3),
    "bill_id" INTEGER,
    "created_by" INTEGER,
    "deleted_at" TIMESTAMP(3),
    "delete_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "fines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collection_routes" (
    "id" SERIAL NOT NULL,
    "route_type" VARCHAR(80) NOT NULL,
    "route_number" VARCHAR(40) NOT NULL,
    "monday" INTEGER NOT NULL DEFAULT 0,
    "tuesday" INTEGER NOT NULL DEFAULT 0,
    "wednesday" INTEGER NOT NULL DEFAULT 0,
    "thursday" INTEGER NOT NULL DEFAULT 0,
    "friday" INTEGER NOT NULL DEFAULT 0,
    "saturday" INTEGER NOT NULL DEFAULT 0,
    "sunday" INTEGER NOT NULL DEFAULT 0,
    "turn" VARCHAR(40),
    "description" TEXT,
    "hour" VARCHAR(10),
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "collection_routes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "solvencies" (
    "id" SERIAL NOT NULL,
    "number" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "property_id" INTEGER NOT NULL,
    "file" TEXT,
    "crypt" VARCHAR(64) NOT NULL,
    "verification_code" VARCHAR(32) NOT NULL,
    "created_by" INTEGER,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "solvencies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "issued_documents" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(20) NOT NULL,
    "record_id" INTEGER NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "summary" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "issued_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_logs" (
    "id" SERIAL NOT NULL,
    "to" VARCHAR(200) NOT NULL,
    "subject" VARCHAR(250) NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "file" TEXT,
    "message_id" VARCHAR(200),
    "error" TEXT,
    "sent_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "properties" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "owner" INTEGER NOT NULL DEFAULT 1,
    "property_use_id" INTEGER NOT NULL,
    "property_type_id" INTEGER NOT NULL,
    "economic_activity_id" INTEGER NOT NULL,
    "nic" VARCHAR(40),
    "catastral_id" VARCHAR(60),
    "license" VARCHAR(60),
    "date" DATE,
    "vba_number" VARCHAR(40),
    "zone" VARCHAR(150),
    "street" VARCHAR(200),
    "house_number" VARCHAR(40),
    "floor" VARCHAR(20),
    "size" DECIMAL(12,2) NOT NULL,
    "reference" TEXT,
    "quantity_houses" INTEGER NOT NULL DEFAULT 1,
    "type_form" VARCHAR(10) NOT NULL DEFAULT 'ESTATE',
    "parent_id" INTEGER,
    "secondary" INTEGER NOT NULL DEFAULT 0,
    "can_be_sent" INTEGER NOT NULL DEFAULT 1,
    "was_sent" INTEGER NOT NULL DEFAULT 0,
    "notification_date" TIMESTAMP(3),
    "status" INTEGER NOT NULL DEFAULT 1,
    "disincorporated_at" TIMESTAMP(3),
    "disincorporate" TEXT,
    "crypt" VARCHAR(64) NOT NULL,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "properties_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "economic_activity_histories" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "economic_activity_id" INTEGER NOT NULL,
    "start" DATE NOT NULL,
    "end" DATE NOT NULL,
    "created_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "economic_activity_histories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_types" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(40) NOT NULL,
    "prefix" VARCHAR(4) NOT NULL,
    "max_length" INTEGER NOT NULL,

    CONSTRAINT "document_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_types" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "property_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_uses" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "selectable" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "property_uses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_types" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "service_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fine_types" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(40) NOT NULL,

    CONSTRAINT "fine_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_methods" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "payment_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banks" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(8) NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "banks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_types" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(40) NOT NULL,

    CONSTRAINT "account_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "institutions" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "rif" VARCHAR(20),
    "address" TEXT,

    CONSTRAINT "institutions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "terms" (
    "id" SERIAL NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "terms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settings" (
    "key" VARCHAR(80) NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "suggestions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "zone" VARCHAR(200) NOT NULL,
    "text" TEXT NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 0,
    "viewed" INTEGER NOT NULL DEFAULT 0,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "suggestions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "suggestion_messages" (
    "id" SERIAL NOT NULL,
    "suggestion_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "viewed" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "suggestion_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "economic_activities" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(20) NOT NULL,
    "name" VARCHAR(250) NOT NULL,
    "short" VARCHAR(80),
    "property_type_id" INTEGER,
    "size" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "tax_free" INTEGER NOT NULL DEFAULT 0,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "economic_activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "economic_activity_prices" (
    "id" SERIAL NOT NULL,
    "economic_activity_id" INTEGER NOT NULL,
    "service_type_id" INTEGER NOT NULL,
    "commercial_factor" DECIMAL(20,4) NOT NULL,
    "additional_coefficient" DECIMAL(20,4) NOT NULL,
    "adjustment_factor" DECIMAL(20,4) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "economic_activity_prices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "global_values" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(40) NOT NULL,
    "amount" DECIMAL(24,8) NOT NULL,
    "valid_from" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "global_values_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discounts" (
    "id" SERIAL NOT NULL,
    "amount" DECIMAL(5,2) NOT NULL,
    "start_date" TIMESTAMP(3) NOT NULL,
    "expire_date" TIMESTAMP(3) NOT NULL,
    "description" TEXT,
    "created_by" INTEGER,
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "discounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discount_activities" (
    "discount_id" INTEGER NOT NULL,
    "economic_activity_id" INTEGER NOT NULL,

    CONSTRAINT "discount_activities_pkey" PRIMARY KEY ("discount_id","economic_activity_id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "level_id" INTEGER NOT NULL DEFAULT 3,
    "user_id" INTEGER,
    "role_id" INTEGER,
    "username" VARCHAR(60) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "lastname" VARCHAR(150),
    "business_name" VARCHAR(200),
    "email" VARCHAR(150) NOT NULL,
    "phone_code" VARCHAR(8),
    "phone" VARCHAR(20),
    "document_type_id" INTEGER,
    "document" VARCHAR(20),
    "fiscal_address" TEXT,
    "retention" INTEGER NOT NULL DEFAULT 0,
    "note" TEXT,
    "password" VARCHAR(100) NOT NULL,
    "token_version" INTEGER NOT NULL DEFAULT 0,
    "status" INTEGER NOT NULL DEFAULT 1,
    "verified" INTEGER NOT NULL DEFAULT 1,
    "box" VARCHAR(60),
    "deleted_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_emails" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "email" VARCHAR(150) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_emails_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_phones" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "phone_code" VARCHAR(8),
    "phone" VARCHAR(20) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_phones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roles" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(60) NOT NULL,

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "modules" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(80) NOT NULL,

    CONSTRAINT "modules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "actions" (
    "id" SERIAL NOT NULL,
    "module_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "code" VARCHAR(60) NOT NULL,
    "main" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "actions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_permissions" (
    "user_id" INTEGER NOT NULL,
    "action_id" INTEGER NOT NULL,

    CONSTRAINT "user_permissions_pkey" PRIMARY KEY ("user_id","action_id")
);

-- CreateTable
CREATE TABLE "password_resets" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "code_hash" VARCHAR(64) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" BIGSERIAL NOT NULL,
    "module_id" INTEGER,
    "value_id" VARCHAR(40),
    "user_id" INTEGER,
    "description" TEXT NOT NULL,
    "log_name" VARCHAR(60),
    "subject_type" VARCHAR(60),
    "property_id" INTEGER,
    "old_values" JSONB,
    "new_values" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "agreements_number_key" ON "agreements"("number");

-- CreateIndex
CREATE UNIQUE INDEX "agreements_crypt_key" ON "agreements"("crypt");

-- CreateIndex
CREATE INDEX "agreements_property_id_idx" ON "agreements"("property_id");

-- CreateIndex
CREATE UNIQUE INDEX "agreement_quotas_agreement_id_position_key" ON "agreement_quotas"("agreement_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "conventions_number_key" ON "conventions"("number");

-- CreateIndex
CREATE UNIQUE INDEX "conventions_crypt_key" ON "conventions"("crypt");

-- CreateIndex
CREATE INDEX "conventions_property_id_status_idx" ON "conventions"("property_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "convention_quotas_convention_id_position_key" ON "convention_quotas"("convention_id", "position");

-- CreateIndex
CREATE INDEX "convention_quota_items_quota_id_idx" ON "convention_quota_items"("quota_id");

-- CreateIndex
CREATE INDEX "convention_quota_items_notice_id_idx" ON "convention_quota_items"("notice_id");

-- CreateIndex
CREATE INDEX "bank_accounts_status_idx" ON "bank_accounts"("status");

-- CreateIndex
CREATE UNIQUE INDEX "bills_control_number_key" ON "bills"("control_number");

-- CreateIndex
CREATE UNIQUE INDEX "bills_crypt_key" ON "bills"("crypt");

-- CreateIndex
CREATE UNIQUE INDEX "bills_request_key_key" ON "bills"("request_key");

-- CreateIndex
CREATE INDEX "bills_user_id_created_at_idx" ON "bills"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "bills_property_id_idx" ON "bills"("property_id");

-- CreateIndex
CREATE INDEX "bills_status_created_at_idx" ON "bills"("status", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "bills_institution_id_number_key" ON "bills"("institution_id", "number");

-- CreateIndex
CREATE INDEX "bill_lines_bill_id_idx" ON "bill_lines"("bill_id");

-- CreateIndex
CREATE INDEX "vouchers_bill_id_idx" ON "vouchers"("bill_id");

-- CreateIndex
CREATE UNIQUE INDEX "voucher_references_voucher_id_key" ON "voucher_references"("voucher_id");

-- CreateIndex
CREATE UNIQUE INDEX "voucher_references_bank_id_number_key" ON "voucher_references"("bank_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "cash_service_types_name_key" ON "cash_service_types"("name");

-- CreateIndex
CREATE INDEX "services_property_id_status_idx" ON "services"("property_id", "status");

-- CreateIndex
CREATE INDEX "credit_notes_user_id_status_idx" ON "credit_notes"("user_id", "status");

-- CreateIndex
CREATE INDEX "credit_note_uses_bill_id_idx" ON "credit_note_uses"("bill_id");

-- CreateIndex
CREATE INDEX "notices_property_id_status_idx" ON "notices"("property_id", "status");

-- CreateIndex
CREATE INDEX "notices_bill_id_idx" ON "notices"("bill_id");

-- CreateIndex
CREATE UNIQUE INDEX "notices_property_id_service_type_id_period_key" ON "notices"("property_id", "service_type_id", "period");

-- CreateIndex
CREATE INDEX "fines_property_id_status_idx" ON "fines"("property_id", "status");

-- CreateIndex
CREATE INDEX "fines_notice_id_idx" ON "fines"("notice_id");

-- CreateIndex
CREATE UNIQUE INDEX "solvencies_number_key" ON "solvencies"("number");

-- CreateIndex
CREATE UNIQUE INDEX "solvencies_crypt_key" ON "solvencies"("crypt");

-- CreateIndex
CREATE UNIQUE INDEX "solvencies_verification_code_key" ON "solvencies"("verification_code");

-- CreateIndex
CREATE INDEX "solvencies_user_id_idx" ON "solvencies"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "issued_documents_code_key" ON "issued_documents"("code");

-- CreateIndex
CREATE INDEX "issued_documents_kind_record_id_idx" ON "issued_documents"("kind", "record_id");

-- CreateIndex
CREATE INDEX "mail_logs_created_at_idx" ON "mail_logs"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "properties_code_key" ON "properties"("code");

-- CreateIndex
CREATE UNIQUE INDEX "properties_crypt_key" ON "properties"("crypt");

-- CreateIndex
CREATE INDEX "properties_user_id_idx" ON "properties"("user_id");

-- CreateIndex
CREATE INDEX "properties_parent_id_idx" ON "properties"("parent_id");

-- CreateIndex
CREATE INDEX "properties_economic_activity_id_idx" ON "properties"("economic_activity_id");

-- CreateIndex
CREATE INDEX "properties_property_type_id_status_idx" ON "properties"("property_type_id", "status");

-- CreateIndex
CREATE INDEX "economic_activity_histories_property_id_idx" ON "economic_activity_histories"("property_id");

-- CreateIndex
CREATE UNIQUE INDEX "banks_code_key" ON "banks"("code");

-- CreateIndex
CREATE INDEX "suggestions_user_id_idx" ON "suggestions"("user_id");

-- CreateIndex
CREATE INDEX "suggestions_status_created_at_idx" ON "suggestions"("status", "created_at");

-- CreateIndex
CREATE INDEX "suggestion_messages_suggestion_id_idx" ON "suggestion_messages"("suggestion_id");

-- CreateIndex
CREATE UNIQUE INDEX "economic_activities_code_key" ON "economic_activities"("code");

-- CreateIndex
CREATE INDEX "economic_activities_property_type_id_idx" ON "economic_activities"("property_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "economic_activity_prices_economic_activity_id_service_type__key" ON "economic_activity_prices"("economic_activity_id", "service_type_id");

-- CreateIndex
CREATE INDEX "global_values_key_valid_from_idx" ON "global_values"("key", "valid_from");

-- CreateIndex
CREATE INDEX "discounts_start_date_expire_date_idx" ON "discounts"("start_date", "expire_date");

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "users_level_id_status_idx" ON "users"("level_id", "status");

-- CreateIndex
CREATE INDEX "users_document_type_id_document_idx" ON "users"("document_type_id", "document");

-- CreateIndex
CREATE INDEX "user_emails_user_id_idx" ON "user_emails"("user_id");

-- CreateIndex
CREATE INDEX "user_phones_user_id_idx" ON "user_phones"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "roles_name_key" ON "roles"("name");

-- CreateIndex
CREATE UNIQUE INDEX "actions_code_key" ON "actions"("code");

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_code_hash_key" ON "password_resets"("code_hash");

-- CreateIndex
CREATE INDEX "password_resets_user_id_idx" ON "password_resets"("user_id");

-- CreateIndex
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs"("created_at");

-- CreateIndex
CREATE INDEX "audit_logs_module_id_created_at_idx" ON "audit_logs"("module_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_user_id_idx" ON "audit_logs"("user_id");

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_quotas" ADD CONSTRAINT "agreement_quotas_agreement_id_fkey" FOREIGN KEY ("agreement_id") REFERENCES "agreements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "agreement_quotas" ADD CONSTRAINT "agreement_quotas_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "convention_quotas" ADD CONSTRAINT "convention_quotas_convention_id_fkey" FOREIGN KEY ("convention_id") REFERENCES "conventions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "convention_quotas" ADD CONSTRAINT "convention_quotas_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "convention_quota_items" ADD CONSTRAINT "convention_quota_items_quota_id_fkey" FOREIGN KEY ("quota_id") REFERENCES "convention_quotas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "convention_quota_items" ADD CONSTRAINT "convention_quota_items_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "notices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "convention_quota_items" ADD CONSTRAINT "convention_quota_items_fine_id_fkey" FOREIGN KEY ("fine_id") REFERENCES "fines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_account_type_id_fkey" FOREIGN KEY ("account_type_id") REFERENCES "account_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_document_type_id_fkey" FOREIGN KEY ("document_type_id") REFERENCES "document_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bills" ADD CONSTRAINT "bills_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institutions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bills" ADD CONSTRAINT "bills_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bills" ADD CONSTRAINT "bills_discount_id_fkey" FOREIGN KEY ("discount_id") REFERENCES "discounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "notices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_fine_id_fkey" FOREIGN KEY ("fine_id") REFERENCES "fines"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_convention_quota_id_fkey" FOREIGN KEY ("convention_quota_id") REFERENCES "convention_quotas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_agreement_quota_id_fkey" FOREIGN KEY ("agreement_quota_id") REFERENCES "agreement_quotas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_payment_method_id_fkey" FOREIGN KEY ("payment_method_id") REFERENCES "payment_methods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_bank_account_id_fkey" FOREIGN KEY ("bank_account_id") REFERENCES "bank_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_references" ADD CONSTRAINT "voucher_references_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_references" ADD CONSTRAINT "voucher_references_voucher_id_fkey" FOREIGN KEY ("voucher_id") REFERENCES "vouchers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fiscal_counters" ADD CONSTRAINT "fiscal_counters_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institutions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_cash_service_type_id_fkey" FOREIGN KEY ("cash_service_type_id") REFERENCES "cash_service_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_note_uses" ADD CONSTRAINT "credit_note_uses_credit_note_id_fkey" FOREIGN KEY ("credit_note_id") REFERENCES "credit_notes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_note_uses" ADD CONSTRAINT "credit_note_uses_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notices" ADD CONSTRAINT "notices_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notices" ADD CONSTRAINT "notices_service_type_id_fkey" FOREIGN KEY ("service_type_id") REFERENCES "service_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notices" ADD CONSTRAINT "notices_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fines" ADD CONSTRAINT "fines_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fines" ADD CONSTRAINT "fines_notice_id_fkey" FOREIGN KEY ("notice_id") REFERENCES "notices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fines" ADD CONSTRAINT "fines_fine_type_id_fkey" FOREIGN KEY ("fine_type_id") REFERENCES "fine_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fines" ADD CONSTRAINT "fines_bill_id_fkey" FOREIGN KEY ("bill_id") REFERENCES "bills"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "solvencies" ADD CONSTRAINT "solvencies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "solvencies" ADD CONSTRAINT "solvencies_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_use_id_fkey" FOREIGN KEY ("property_use_id") REFERENCES "property_uses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_property_type_id_fkey" FOREIGN KEY ("property_type_id") REFERENCES "property_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_economic_activity_id_fkey" FOREIGN KEY ("economic_activity_id") REFERENCES "economic_activities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "properties"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "economic_activity_histories" ADD CONSTRAINT "economic_activity_histories_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "economic_activity_histories" ADD CONSTRAINT "economic_activity_histories_economic_activity_id_fkey" FOREIGN KEY ("economic_activity_id") REFERENCES "economic_activities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suggestion_messages" ADD CONSTRAINT "suggestion_messages_suggestion_id_fkey" FOREIGN KEY ("suggestion_id") REFERENCES "suggestions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "suggestion_messages" ADD CONSTRAINT "suggestion_messages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "economic_activities" ADD CONSTRAINT "economic_activities_property_type_id_fkey" FOREIGN KEY ("property_type_id") REFERENCES "property_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "economic_activity_prices" ADD CONSTRAINT "economic_activity_prices_economic_activity_id_fkey" FOREIGN KEY ("economic_activity_id") REFERENCES "economic_activities"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "economic_activity_prices" ADD CONSTRAINT "economic_activity_prices_service_type_id_fkey" FOREIGN KEY ("service_type_id") REFERENCES "service_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "global_values" ADD CONSTRAINT "global_values_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_activities" ADD CONSTRAINT "discount_activities_discount_id_fkey" FOREIGN KEY ("discount_id") REFERENCES "discounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_activities" ADD CONSTRAINT "discount_activities_economic_activity_id_fkey" FOREIGN KEY ("economic_activity_id") REFERENCES "economic_activities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_phones" ADD CONSTRAINT "user_phones_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "actions" ADD CONSTRAINT "actions_module_id_fkey" FOREIGN KEY ("module_id") REFERENCES "modules"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_action_id_fkey" FOREIGN KEY ("action_id") REFERENCES "actions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_module_id_fkey" FOREIGN KEY ("module_id") REFERENCES "modules"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
