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
CREATE INDEX `order_invoices_user_idx` ON `order_invoices` (`user_id`);