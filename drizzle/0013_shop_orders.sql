CREATE TABLE `store_orders` (
	`order_id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`public_token` text NOT NULL,
	`customer_name` text NOT NULL,
	`customer_phone` text NOT NULL,
	`receiving` text NOT NULL,
	`address` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `business_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `store_orders_token_unique` ON `store_orders` (`public_token`);--> statement-breakpoint
CREATE INDEX `store_orders_user_idx` ON `store_orders` (`user_id`,`created_at`);