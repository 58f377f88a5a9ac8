import { PageMeta } from '@/components/layout/page-meta';
import { ContactsView } from '@/features/contacts/components/contacts-view';
import { LazyDuplicatesDialog } from '@/features/duplicates/components/lazy-duplicates-dialog';
import { LazyImportWizard } from '@/features/import/components/lazy-import-wizard';

/** The contacts screen: the contacts workspace, with the import wizard and the duplicates review it opens. */
export function ContactsPage() {
  return (
    <>
      <PageMeta title="Professional Contacts" />
      <ContactsView ImportDialog={LazyImportWizard} DuplicatesDialog={LazyDuplicatesDialog} />
    </>
  );
}
