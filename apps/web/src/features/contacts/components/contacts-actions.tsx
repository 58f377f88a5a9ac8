import { PlusIcon, UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ContactListParams } from '@/lib/contacts/contact-keys';
import { ExportButton } from './export-button';
import { preloadDuplicatesDialog, preloadImportWizard } from './lazy-dialogs';

interface ContactsActionsProps {
  params: ContactListParams;
  filtered: boolean;
  shownOwn: number | undefined;
  ownTotal: number | undefined;
  hasDemo: boolean;
  onImport: () => void;
  onFindDuplicates: () => void;
  onAdd: () => void;
}

/** The contacts header's actions: Import, Export (with Find duplicates) and Add Contact; three buttons fit a phone. */
export function ContactsActions({
  params,
  filtered,
  shownOwn,
  ownTotal,
  hasDemo,
  onImport,
  onFindDuplicates,
  onAdd,
}: ContactsActionsProps) {
  return (
    <>
      <Button
        variant="outline"
        className="px-3 sm:px-4"
        onPointerEnter={() => void preloadImportWizard()}
        onFocus={() => void preloadImportWizard()}
        onClick={onImport}
      >
        <UploadIcon aria-hidden />
        Import
      </Button>
      <ExportButton
        params={params}
        filtered={filtered}
        shownOwn={shownOwn}
        ownTotal={ownTotal}
        hasDemo={hasDemo}
        onPreloadDuplicates={() => void preloadDuplicatesDialog()}
        onFindDuplicates={onFindDuplicates}
      />
      <Button className="px-3 sm:px-4" onClick={onAdd}>
        <PlusIcon aria-hidden />
        Add Contact
      </Button>
    </>
  );
}
