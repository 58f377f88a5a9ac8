import { PageMeta } from '@/components/layout/page-meta';
import { ContactsView } from '@/features/contacts/components/contacts-view';

export function ContactsPage() {
  return (
    <>
      <PageMeta title="Professional Contacts" />
      <ContactsView />
    </>
  );
}
