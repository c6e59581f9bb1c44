CREATE TABLE "crossword_daily_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"puzzle_id" integer NOT NULL,
	"seconds" integer NOT NULL,
	"helps" integer NOT NULL,
	"solved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crossword_daily_results" ADD CONSTRAINT "crossword_daily_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossword_daily_results" ADD CONSTRAINT "crossword_daily_results_puzzle_id_crossword_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."crossword_puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crossword_daily_user_day_uq" ON "crossword_daily_results" USING btree ("user_id","day");