CREATE TABLE `spreadsheet_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`content` blob NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `spreadsheet_imports_user_idx` ON `spreadsheet_imports` (`user_id`);--> statement-breakpoint
CREATE INDEX `spreadsheet_imports_expires_idx` ON `spreadsheet_imports` (`expires_at`);