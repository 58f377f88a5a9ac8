CREATE INDEX "cities_ascii_prefix2_idx" ON "cities" USING btree (left(lower("ascii_name"), 2),"population" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cities_name_prefix2_idx" ON "cities" USING btree (left(lower("name"), 2),"population" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cities_ascii_prefix3_idx" ON "cities" USING btree (left(lower("ascii_name"), 3),"population" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cities_name_prefix3_idx" ON "cities" USING btree (left(lower("name"), 3),"population" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contacts_user_role_idx" ON "contacts" USING btree ("user_id",lower(trim("role")));