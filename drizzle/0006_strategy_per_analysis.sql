ALTER TABLE `saved_businesses` ADD `analysis_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `saved_businesses_user_analysis_unique` ON `saved_businesses` (`user_id`,`analysis_id`);