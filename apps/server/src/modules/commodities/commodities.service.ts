import { type Commodity, SEARCH_MIN_CHARS } from '@tradeloom/domain';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commodities } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql.ts';

const columns = { id: commodities.id, name: commodities.name, symbol: commodities.symbol, active: commodities.active };

export async function listActiveCommodities(db: Db): Promise<Commodity[]> {
  return db.select(columns).from(commodities).where(eq(commodities.active, true)).orderBy(asc(commodities.name));
}

/** Active commodities whose name or symbol contains the text (2+ trimmed characters), by name, at most 50. */
export async function searchCommodities(db: Db, query: string | undefined): Promise<Commodity[]> {
  const q = (query ?? '').trim();
  if (q.length < SEARCH_MIN_CHARS) return [];
  const pattern = `%${escapeLike(q)}%`;
  return db
    .select(columns)
    .from(commodities)
    .where(and(eq(commodities.active, true), or(ilike(commodities.name, pattern), ilike(commodities.symbol, pattern))))
    .orderBy(asc(commodities.name))
    .limit(50);
}
