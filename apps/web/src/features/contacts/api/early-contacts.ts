import { CONTACT_PAGE_SIZE_DEFAULT, type ContactListResponse } from '@tradeloom/domain';
import type { ContactListParams } from '@/lib/contacts/contact-keys';

/** What public/boot.js asked for before the app's code arrived: the plain list's first page. */
interface EarlyContacts {
  limit: number;
  page: Promise<ContactListResponse | null>;
  /** When it was asked for (Date.now()). */
  at: number;
}

/** An early answer older than this (the app started and the list was opened only later) is not used. */
const EARLY_MAX_AGE_MS = 10_000;

const isPlain = (p: ContactListParams) =>
  !p.q.trim() &&
  p.commodities.length === 0 &&
  p.locations.length === 0 &&
  p.roles.length === 0 &&
  !p.overdue &&
  !p.min_strength &&
  p.sort === 'newest';

/**
 * The early answer to this first-page request, once: only for the same request (the plain list, same
 * page size) and only when it came back as a page; any later read asks the server again.
 */
export function takeEarlyFirstPage(params: ContactListParams, cursor: string | undefined): Promise<ContactListResponse | null> | null {
  const holder = window as { __tradeloomEarly?: { contacts?: EarlyContacts } };
  const early = holder.__tradeloomEarly?.contacts;
  if (!early || cursor || early.limit !== CONTACT_PAGE_SIZE_DEFAULT || !isPlain(params)) return null;
  delete holder.__tradeloomEarly?.contacts;
  if (Date.now() - early.at > EARLY_MAX_AGE_MS) return null;
  return early.page.then((page) => (page && Array.isArray(page.items) ? page : null));
}
