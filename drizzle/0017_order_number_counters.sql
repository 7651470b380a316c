CREATE TABLE `order_number_counters` (
	`user_id` text NOT NULL,
	`series` text NOT NULL,
	`last_number` integer NOT NULL,
	PRIMARY KEY(`user_id`, `series`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `business_orders_user_number_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `business_orders_user_series_number_unique` ON `business_orders` (`user_id`,`test`,`number`);