CREATE TABLE `business_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`cnpj` text,
	`opened_on` text,
	`occupation` text,
	`occupation_cnae` text,
	`trade_name` text,
	`city` text,
	`state` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `obligation_payments` (
	`user_id` text NOT NULL,
	`obligation_id` text NOT NULL,
	`paid_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `obligation_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
