ALTER TABLE "counterparties" DROP CONSTRAINT "counterparties_document_digits";--> statement-breakpoint
ALTER TABLE "bank_accounts" DROP CONSTRAINT "bank_accounts_document_digits";--> statement-breakpoint
ALTER TABLE "pix_keys" DROP CONSTRAINT "pix_keys_key_format";--> statement-breakpoint
ALTER TABLE "counterparties" ADD CONSTRAINT "counterparties_document" CHECK ("counterparties"."document" ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_document" CHECK ("bank_accounts"."document" ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$');--> statement-breakpoint
ALTER TABLE "pix_keys" ADD CONSTRAINT "pix_keys_key_format" CHECK (case "pix_keys"."type"
        when 'cpf' then "pix_keys"."key" ~ '^[0-9]{11}$'
        when 'cnpj' then "pix_keys"."key" ~ '^[0-9A-Z]{12}[0-9]{2}$'
        when 'phone' then "pix_keys"."key" ~ '^\+55[0-9]{10,11}$'
        when 'email' then "pix_keys"."key" = lower("pix_keys"."key") and position('@' in "pix_keys"."key") > 1
        else "pix_keys"."key" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' end);