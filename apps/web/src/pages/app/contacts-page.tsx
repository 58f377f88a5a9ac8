import { lazy, Suspense } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import type { AttachmentsSlotProps } from '@/features/contacts/components/contact-slots';
import { ContactsView } from '@/features/contacts/components/contacts-view';
import { LazyDuplicatesDialog } from '@/features/duplicates/components/lazy-duplicates-dialog';
import { LazyImportWizard } from '@/features/import/components/lazy-import-wizard';

// The files card shows only inside the form and the detail sheet (themselves lazy): not in the first view.
const AttachmentsCard = lazy(() =>
  import('@/features/attachments/components/attachments-card').then((m) => ({ default: m.AttachmentsCard })),
);
function Attachments(props: AttachmentsSlotProps) {
  return (
    <Suspense fallback={null}>
      <AttachmentsCard {...props} />
    </Suspense>
  );
}

/** The contacts screen: the contacts workspace, with the import wizard, the duplicates review and the files card it shows. */
export function ContactsPage() {
  return (
    <>
      <PageMeta title="Professional Contacts" />
      <ContactsView ImportDialog={LazyImportWizard} DuplicatesDialog={LazyDuplicatesDialog} Attachments={Attachments} />
    </>
  );
}
