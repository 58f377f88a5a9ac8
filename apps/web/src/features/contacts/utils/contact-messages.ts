/** Texts of spec §2 'Contacts screen', §5 and §8 'Contacts and files', verbatim. */
export const CONTACT_MESSAGES = {
  title: 'Professional Contacts',
  searchPlaceholder: 'Search contacts...',
  emptyNone: 'Get started by adding your first contact to build your professional network.',
  emptyNoneAction: 'Add Your First Contact',
  emptyNoMatch: 'Try adjusting your filters or search terms.',
  errorTitle: 'Error',
  signInRequired: 'Sign in required',
  added: 'Contact added successfully',
  updated: 'Contact updated successfully',
  deleted: 'Contact deleted successfully',
  geocodeFailed: 'Failed to trigger geocoding',
  searchHint: 'Type 2+ characters to search',
} as const;
