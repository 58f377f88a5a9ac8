import { PlusIcon, UploadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ContactListParams } from '@/lib/contacts/contact-keys';
import { ExportButton } from './export-button';

interface ContactsActionsProps {
  params: ContactListParams;
  filtered: boolean;
  shownOwn: number | undefined;
  ownTotal: number | undefined;
  hasDemo: boolean;
  onImport: () => void;
  /** Starts loading the import wizard (hover or focus of Import). */
  onPreloadImport: () => void;
  onFindDuplicates: () => void;
  onPreloadDuplicates: () => void;
  onSetCadence: () => void;
  onPreloadCadence: () => void;
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
  onPreloadImport,
  onFindDuplicates,
  onPreloadDuplicates,
  onSetCadence,
  onPreloadCadence,
  onAdd,
}: ContactsActionsProps) {
  return (
    <>
      <Button variant="outline" className="px-3 sm:px-4" onPointerEnter={onPreloadImport} onFocus={onPreloadImport} onClick={onImport}>
        <UploadIcon aria-hidden />
        Import
      </Button>
      <ExportButton
        params={params}
        filtered={filtered}
        shownOwn={shownOwn}
        ownTotal={ownTotal}
        hasDemo={hasDemo}
        onPreloadDuplicates={onPreloadDuplicates}
        onFindDuplicates={onFindDuplicates}
        onSetCadence={onSetCadence}
        onPreloadCadence={onPreloadCadence}
      />
      <Button className="px-3 sm:px-4" onClick={onAdd}>
        <PlusIcon aria-hidden />
        Add Contact
      </Button>
    </>
  );
}
