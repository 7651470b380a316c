CREATE TABLE `legal_fact_overrides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`value` real NOT NULL,
	`valid_from` text NOT NULL,
	`source` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `legal_fact_overrides_key_valid_from_idx` ON `legal_fact_overrides` (`key`,`valid_from`);--> statement-breakpoint
CREATE TABLE `business_order_counters` (
	`user_id` text NOT NULL,
	`test` integer NOT NULL,
	`last_number` integer NOT NULL,
	PRIMARY KEY(`user_id`, `test`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `order_instalments` (
	`order_id` text NOT NULL,
	`user_id` text NOT NULL,
	`number` integer NOT NULL,
	`due_date` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`base_cents` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`order_id`, `number`),
	FOREIGN KEY (`order_id`) REFERENCES `business_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_instalments_user_due_idx` ON `order_instalments` (`user_id`,`due_date`);--> statement-breakpoint
CREATE TABLE `order_invoices` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`access_key` text,
	`issued_on` text,
	`pdf` blob,
	`pdf_name` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `business_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_invoices_user_idx` ON `order_invoices` (`user_id`);--> statement-breakpoint
DROP INDEX `business_orders_user_number_unique`;--> statement-breakpoint
ALTER TABLE `business_orders` ADD `internal_notes` text;--> statement-breakpoint
CREATE UNIQUE INDEX `business_orders_user_series_number_unique` ON `business_orders` (`user_id`,`test`,`number`);