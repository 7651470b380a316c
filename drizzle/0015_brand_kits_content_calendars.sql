CREATE TABLE `brand_kits` (
	`user_id` text PRIMARY KEY NOT NULL,
	`business_name` text NOT NULL,
	`palette` text NOT NULL,
	`icon` text NOT NULL,
	`layout` text NOT NULL,
	`materials_at` integer,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `content_calendars` (
	`user_id` text PRIMARY KEY NOT NULL,
	`items` text NOT NULL,
	`engine` text DEFAULT 'offline' NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
