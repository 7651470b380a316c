CREATE TABLE `store_products` (
	`user_id` text NOT NULL,
	`product_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `product_id`),
	FOREIGN KEY (`user_id`) REFERENCES `stores`(`user_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `business_products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `store_products_product_idx` ON `store_products` (`product_id`);--> statement-breakpoint
CREATE TABLE `stores` (
	`user_id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`city` text NOT NULL,
	`hours` text,
	`delivery` integer DEFAULT false NOT NULL,
	`delivery_fee_cents` integer DEFAULT 0 NOT NULL,
	`pickup` integer DEFAULT true NOT NULL,
	`whatsapp` text NOT NULL,
	`pix_key_type` text NOT NULL,
	`pix_key` text NOT NULL,
	`all_products` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stores_slug_unique` ON `stores` (`slug`);