ALTER TABLE `security_log` ADD `count` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `security_log` ADD `last_at` integer;