CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossword_clues" (
	"id" integer PRIMARY KEY NOT NULL,
	"puzzle_id" integer NOT NULL,
	"clue_text" text NOT NULL,
	"answer_length" integer NOT NULL,
	"direction" text NOT NULL,
	"position_row" integer NOT NULL,
	"position_col" integer NOT NULL,
	"number" integer NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crossword_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"puzzle_id" integer NOT NULL,
	"completed_clues" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"current_answers" jsonb DEFAULT '{"gridState":{}}'::jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"time_spent_seconds" integer DEFAULT 0 NOT NULL,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"last_played" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "crossword_puzzles" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"difficulty" integer NOT NULL,
	"size" text NOT NULL,
	"pattern" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "easy_synonym_progress" (
	"user_id" text PRIMARY KEY NOT NULL,
	"completed_questions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"total_correct" integer DEFAULT 0 NOT NULL,
	"total_attempts" integer DEFAULT 0 NOT NULL,
	"last_played" timestamp with time zone,
	"daily_correct" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"set_id" integer NOT NULL,
	"found_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"last_played" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total_score" integer DEFAULT 0 NOT NULL,
	"total_words_found" integer DEFAULT 0 NOT NULL,
	"total_pangrams" integer DEFAULT 0 NOT NULL,
	"sets_completed" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_played_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"key" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "letter_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"letters" text NOT NULL,
	"center_letter" text NOT NULL,
	"daily_date" date,
	"difficulty" text DEFAULT 'Mediu' NOT NULL,
	"bonus_words" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"morning" boolean DEFAULT false NOT NULL,
	"evening" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" integer NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "synonym_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"set_id" integer NOT NULL,
	"found_synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"total_score" integer DEFAULT 0 NOT NULL,
	"hint_used" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"last_played" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synonym_sets" (
	"id" integer PRIMARY KEY NOT NULL,
	"base_word" text NOT NULL,
	"difficulty_level" integer NOT NULL,
	"category" text NOT NULL,
	"is_daily" boolean DEFAULT false NOT NULL,
	"daily_date" date,
	"gloss" text,
	"hint" jsonb
);
--> statement-breakpoint
CREATE TABLE "synonym_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"daily_goal" integer DEFAULT 20 NOT NULL,
	"morning_notifications" boolean DEFAULT false NOT NULL,
	"evening_notifications" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"synonym_word" text NOT NULL,
	"rarity_score" integer DEFAULT 1 NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"gloss" text
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"username" text,
	"display_username" text,
	"display_name" text,
	"role" text DEFAULT 'user' NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "word_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"set_id" integer NOT NULL,
	"word" text NOT NULL,
	"is_pangram" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wordle_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"daily_date" date NOT NULL,
	"word_id" integer NOT NULL,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_won" boolean DEFAULT false NOT NULL,
	"guesses_count" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wordle_stats" (
	"user_id" text PRIMARY KEY NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"games_won" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"max_streak" integer DEFAULT 0 NOT NULL,
	"guess_distribution" jsonb DEFAULT '{"1":0,"2":0,"3":0,"4":0,"5":0,"6":0}'::jsonb NOT NULL,
	"last_played_date" date
);
--> statement-breakpoint
CREATE TABLE "wordle_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"daily_date" date,
	"is_daily" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"word" text NOT NULL,
	"display" text NOT NULL,
	"is_pangram" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossword_clues" ADD CONSTRAINT "crossword_clues_puzzle_id_crossword_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."crossword_puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossword_progress" ADD CONSTRAINT "crossword_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossword_progress" ADD CONSTRAINT "crossword_progress_puzzle_id_crossword_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."crossword_puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easy_synonym_progress" ADD CONSTRAINT "easy_synonym_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_set_id_letter_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."letter_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_stats" ADD CONSTRAINT "game_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synonym_progress" ADD CONSTRAINT "synonym_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synonym_progress" ADD CONSTRAINT "synonym_progress_set_id_synonym_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."synonym_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synonym_settings" ADD CONSTRAINT "synonym_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synonyms" ADD CONSTRAINT "synonyms_set_id_synonym_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."synonym_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_suggestions" ADD CONSTRAINT "word_suggestions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_suggestions" ADD CONSTRAINT "word_suggestions_set_id_letter_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."letter_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordle_progress" ADD CONSTRAINT "wordle_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordle_progress" ADD CONSTRAINT "wordle_progress_word_id_wordle_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."wordle_words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wordle_stats" ADD CONSTRAINT "wordle_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_set_id_letter_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."letter_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crossword_clues_puzzle_idx" ON "crossword_clues" USING btree ("puzzle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crossword_progress_user_puzzle_uq" ON "crossword_progress" USING btree ("user_id","puzzle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_progress_user_set_day_uq" ON "game_progress" USING btree ("user_id","set_id","last_played");--> statement-breakpoint
CREATE UNIQUE INDEX "letter_sets_daily_date_uq" ON "letter_sets" USING btree ("daily_date");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "synonym_progress_user_set_uq" ON "synonym_progress" USING btree ("user_id","set_id");--> statement-breakpoint
CREATE INDEX "synonym_sets_daily_date_idx" ON "synonym_sets" USING btree ("daily_date");--> statement-breakpoint
CREATE UNIQUE INDEX "synonyms_set_word_uq" ON "synonyms" USING btree ("set_id","synonym_word");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "word_suggestions_uq" ON "word_suggestions" USING btree ("user_id","set_id","word");--> statement-breakpoint
CREATE UNIQUE INDEX "wordle_progress_user_day_uq" ON "wordle_progress" USING btree ("user_id","daily_date");--> statement-breakpoint
CREATE UNIQUE INDEX "wordle_words_daily_date_uq" ON "wordle_words" USING btree ("daily_date");--> statement-breakpoint
CREATE UNIQUE INDEX "words_set_word_uq" ON "words" USING btree ("set_id","word");