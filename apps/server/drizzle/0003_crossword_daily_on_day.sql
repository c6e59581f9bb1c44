ALTER TABLE "crossword_daily_results" ADD COLUMN "on_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Results recorded before this column: on their day when they were recorded (solved_at) on that Bucharest day.
UPDATE "crossword_daily_results" SET "on_day" = (("solved_at" AT TIME ZONE 'Europe/Bucharest')::date = "day");
