CREATE TABLE `admin_sign_in_addresses` (
	`admin_id` text NOT NULL,
	`ip` text NOT NULL,
	`last_sign_in_at` integer NOT NULL,
	PRIMARY KEY(`admin_id`, `ip`),
	FOREIGN KEY (`admin_id`) REFERENCES `admin_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `business_products` ADD `version` integer DEFAULT 1 NOT NULL;