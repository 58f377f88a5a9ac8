/** Pure logic of the Add dialog's duplicate check: what 'Update existing' sends. */
import { type ContactUpdate, type DuplicateMember, joinCommodities, splitCommodities } from '@tradeloom/domain';
import { type ContactFormValues, formToInput } from './contact-model';

const filled = (v: unknown) => (typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined);

/**
 * The form's filled fields as a PATCH of the contact it duplicates. Blank fields are left out, so
 * they keep the existing values; commodities are added to the existing ones and new notes are
 * appended, so updating never loses what the contact had.
 */
export function updateFromForm(values: ContactFormValues, existing: Pick<DuplicateMember, 'commodities' | 'notes'>): ContactUpdate {
  const input = formToInput(values);
  const update = Object.fromEntries(Object.entries(input).filter(([, v]) => filled(v))) as ContactUpdate;
  if (values.commodities.length) {
    const list = splitCommodities(existing.commodities);
    for (const c of values.commodities) if (!list.some((x) => x.toLowerCase() === c.toLowerCase())) list.push(c);
    update.commodities = joinCommodities(list);
  }
  const notes = values.notes.trim();
  const before = existing.notes?.trim() ?? '';
  if (notes) update.notes = !before ? notes : before.includes(notes) ? before : `${before}\n\n${notes}`;
  return update;
}
