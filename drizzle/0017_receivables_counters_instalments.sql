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
DROP INDEX `business_orders_user_number_unique`;--> statement-breakpoint
ALTER TABLE `business_orders` ADD `internal_notes` text;--> statement-breakpoint
CREATE UNIQUE INDEX `business_orders_user_series_number_unique` ON `business_orders` (`user_id`,`test`,`number`);