/**
 * The contacts as the insight engine and the assistant read them: the fields trade is read from, the
 * geocoded city and country, who introduced each, and each one's latest logged interactions (one query
 * for the contacts, one for the interactions). The scan passes the user's own id, the assistant every
 * owner the user sees.
 */
import { cadenceOf } from '@tradeloom/domain';
import type { AssistantContact } from '@tradeloom/intelligence/assistant';
import type { Db } from '../../db/client.ts';
import { selectContactsWithCity } from './contacts.store.ts';
import { loadEngineInteractions } from './interactions.service.ts';

export async function loadEngineNetwork(db: Db, owners: readonly string[]): Promise<AssistantContact[]> {
  const [rows, interactions] = await Promise.all([
    selectContactsWithCity(db, owners, [
      'id',
      'full_name',
      'company',
      'role',
      'title',
      'location',
      'commodities',
      'notes',
      'source_of_introduction',
      'last_contacted_at',
      'created_at',
      'strength',
      'strength_note',
      'keep_in_touch_days',
    ]),
    loadEngineInteractions(db, owners),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return rows.map((r) => {
    const cadence = cadenceOf({ ...r, created_at: r.created_at.toISOString() }, today);
    return {
      id: r.id,
      fullName: r.full_name,
      company: r.company,
      role: r.role,
      title: r.title,
      location: r.location,
      city: r.city,
      country: r.country,
      countryCode: r.countryCode,
      commodities: r.commodities,
      notes: r.notes,
      sourceOfIntroduction: r.source_of_introduction,
      lastContactedAt: r.last_contacted_at,
      createdAt: r.created_at.toISOString(),
      strength: r.strength,
      strengthNote: r.strength_note,
      cadenceDays: cadence.cadence_days,
      cadenceDueOn: cadence.cadence_due_on,
      interactions: interactions.get(r.id) ?? [],
    };
  });
}
