CREATE TABLE `legal_fact_overrides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`value` real NOT NULL,
	`valid_from` text NOT NULL,
	`source` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `legal_fact_overrides_key_valid_from_idx` ON `legal_fact_overrides` (`key`,`valid_from`);