import type { ExportFormat } from '@tradeloom/domain';
import { apiUrl } from '@/lib/api';
import type { ContactListParams } from '@/lib/contacts/contact-keys';

/**
 * GET /api/contacts/export as a link the browser downloads (the session cookie goes along). With
 * the screen's search and filters it exports what the user sees; without them, the whole book.
 */
export function contactExportUrl(
  format: ExportFormat,
  params?: Pick<ContactListParams, 'q' | 'commodities' | 'locations' | 'roles' | 'overdue' | 'min_strength'>,
): string {
  const q = params?.q.trim();
  return apiUrl('/api/contacts/export', 'get', {
    query: {
      format,
      ...(q ? { q } : {}),
      ...(params?.commodities.length ? { commodity: params.commodities } : {}),
      ...(params?.locations.length ? { location: params.locations } : {}),
      ...(params?.roles.length ? { role: params.roles } : {}),
      ...(params?.overdue ? { overdue: true } : {}),
      ...(params?.min_strength ? { min_strength: params.min_strength } : {}),
    },
  });
}
