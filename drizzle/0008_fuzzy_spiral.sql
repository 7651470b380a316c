CREATE TABLE `business_order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`position` integer NOT NULL,
	`product_id` text,
	`name` text NOT NULL,
	`unit` text NOT NULL,
	`kind` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`quantity_milli` integer NOT NULL,
	`line_total_cents` integer NOT NULL,
	`stock_taken` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `business_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `business_products`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `business_order_items_order_idx` ON `business_order_items` (`order_id`,`position`);--> statement-breakpoint
CREATE INDEX `business_order_items_product_idx` ON `business_order_items` (`product_id`);--> statement-breakpoint
CREATE TABLE `business_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`number` integer NOT NULL,
	`client_id` text,
	`client_name` text,
	`status` text NOT NULL,
	`payment_method` text NOT NULL,
	`due_date` text,
	`paid_at` integer,
	`test` integer DEFAULT false NOT NULL,
	`discount_kind` text,
	`discount_value` integer DEFAULT 0 NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`discount_cents` integer NOT NULL,
	`delivery_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`notes` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `business_clients`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `business_orders_user_number_unique` ON `business_orders` (`user_id`,`number`);--> statement-breakpoint
CREATE INDEX `business_orders_user_created_idx` ON `business_orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `business_orders_client_idx` ON `business_orders` (`client_id`);--> statement-breakpoint
ALTER TABLE `business_cash_entries` ADD `order_id` text REFERENCES business_orders(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `business_cash_entries_order_idx` ON `business_cash_entries` (`order_id`);