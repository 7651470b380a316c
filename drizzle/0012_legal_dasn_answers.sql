CREATE TABLE `dasn_answers` (
	`user_id` text NOT NULL,
	`year` integer NOT NULL,
	`had_employee` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`user_id`, `year`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
