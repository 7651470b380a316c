CREATE TABLE `business_cash_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`occurred_on` text NOT NULL,
	`direction` text NOT NULL,
	`category` text NOT NULL,
	`description` text,
	`amount_cents` integer NOT NULL,
	`revenue_kind` text,
	`with_invoice` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `business_cash_entries_user_day_idx` ON `business_cash_entries` (`user_id`,`occurred_on`);