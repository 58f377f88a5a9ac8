import { PageMeta } from '@/components/layout/page-meta';
import { AttachmentsCard } from '@/features/attachments/components/attachments-card';
import { ContactsView } from '@/features/contacts/components/contacts-view';
import { LazyDuplicatesDialog } from '@/features/duplicates/components/lazy-duplicates-dialog';
import { LazyImportWizard } from '@/features/import/components/lazy-import-wizard';

/** The contacts screen: the contacts workspace, with the import wizard, the duplicates review and the files card it shows. */
export function ContactsPage() {
  return (
    <>
      <PageMeta title="Professional Contacts" />
      <ContactsView ImportDialog={LazyImportWizard} DuplicatesDialog={LazyDuplicatesDialog} Attachments={AttachmentsCard} />
    </>
  );
}
