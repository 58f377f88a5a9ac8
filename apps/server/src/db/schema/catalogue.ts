import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const commodities = pgTable('commodities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  symbol: text('symbol').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** World cities (GeoNames ids), loaded on first start; used for location search and geocoding. */
export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    asciiName: text('ascii_name').notNull(),
    countryCode: text('country_code').notNull(),
    country: text('country').notNull(),
    adminCode: text('admin_code'),
    population: integer('population').notNull().default(0),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [
    index('cities_ascii_lower_idx').on(sql`lower(${t.asciiName}) text_pattern_ops`),
    index('cities_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('cities_ascii_trgm_idx').using('gin', sql`lower(${t.asciiName}) gin_trgm_ops`),
    // Suggestions for two or three typed letters: thousands of names share such a prefix, so the
    // largest cities of a prefix are read in order from an index instead of ranked after the fact.
    ...([2, 3] as const).flatMap((n) => [
      index(`cities_ascii_prefix${n}_idx`).on(sql`left(lower(${t.asciiName}), ${sql.raw(String(n))})`, t.population.desc(), t.id),
      index(`cities_name_prefix${n}_idx`).on(sql`left(lower(${t.name}), ${sql.raw(String(n))})`, t.population.desc(), t.id),
    ]),
  ],
);
