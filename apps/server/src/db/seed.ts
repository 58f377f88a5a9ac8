import { COMMODITY_CATALOGUE } from '@tradeloom/domain';
import type { Db } from './client.ts';
import { commodities } from './schema/index.ts';

/** Idempotent: inserts catalogue commodities that are missing, leaves edited rows alone. */
export async function seedCommodities(db: Db): Promise<number> {
  const rows = await db
    .insert(commodities)
    .values(COMMODITY_CATALOGUE.map((c) => ({ name: c.name, symbol: c.symbol, active: true })))
    .onConflictDoNothing({ target: commodities.name })
    .returning({ id: commodities.id });
  return rows.length;
}
