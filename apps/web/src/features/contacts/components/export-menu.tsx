import { EXPORT_FORMAT_LABELS, EXPORT_FORMATS, type ExportFormat, plural } from '@tradeloom/domain';
import { AlarmClockIcon, BracesIcon, ContactIcon, CopyIcon, FileSpreadsheetIcon } from 'lucide-react';
import { useId } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ContactListParams } from '@/lib/contacts/contact-keys';
import { contactExportUrl } from '../api/export-contacts';
import { ExportTrigger } from './export-trigger';

const nf = new Intl.NumberFormat('en-US');
const FORMAT_ICONS = { csv: FileSpreadsheetIcon, vcf: ContactIcon, json: BracesIcon } as const;

export interface ExportMenuProps {
  params: ContactListParams;
  /** A search or a filter narrows the list. */
  filtered: boolean;
  /** The user's own contacts the list shows (export leaves demo contacts out); undefined while unknown. */
  shownOwn: number | undefined;
  /** All the user's own contacts. */
  ownTotal: number | undefined;
  /** The list also shows demo contacts, which are never exported. */
  hasDemo: boolean;
  onFindDuplicates: () => void;
  onPreloadDuplicates: () => void;
  /** Opens 'Set keep-in-touch cadence' for the contacts shown (or all). */
  onSetCadence: () => void;
  onPreloadCadence: () => void;
  /** Opened at once: the user clicked the trigger before this chunk had arrived. */
  defaultOpen?: boolean;
}

/**
 * Export as CSV, vCard or JSON: what the list shows (search and filters passed on) or the whole
 * book. Downloads are plain links, so the browser streams the file. Find duplicates lives here too,
 * to keep the header to three buttons on a phone. Its own chunk (export-button.tsx): Radix's menu
 * and the domain's import module are not part of the contacts screen's first load.
 */
export function ExportMenu({
  params,
  filtered,
  shownOwn,
  ownTotal,
  hasDemo,
  onFindDuplicates,
  onPreloadDuplicates,
  onSetCadence,
  onPreloadCadence,
  defaultOpen,
}: ExportMenuProps) {
  const shownLabel = shownOwn === undefined ? 'Export the contacts shown' : `Export ${nf.format(shownOwn)} shown`;
  const allLabel = ownTotal === undefined ? 'Export all' : `Export all ${nf.format(ownTotal)}`;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <ExportTrigger onPointerEnter={onPreloadDuplicates} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        {filtered && (
          <>
            <FormatGroup label={shownLabel} name={shownLabel} disabled={shownOwn === 0} url={(f) => contactExportUrl(f, params)} />
            <DropdownMenuSeparator />
          </>
        )}
        <FormatGroup
          label={filtered ? allLabel : ownTotal === undefined ? 'Export your contacts' : `Export all ${plural(ownTotal, 'contact')}`}
          name={allLabel}
          disabled={ownTotal === 0}
          url={(f) => contactExportUrl(f)}
        />
        {(hasDemo || ownTotal === 0) && (
          <p className="px-2 pt-1 pb-1.5 text-xs text-muted-foreground">
            {ownTotal === 0 ? 'Add or import contacts to export them.' : 'Demo contacts are not exported.'}
          </p>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onFindDuplicates} onFocus={onPreloadDuplicates}>
          <CopyIcon aria-hidden />
          Find duplicates
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSetCadence} onFocus={onPreloadCadence} onPointerEnter={onPreloadCadence} disabled={shownOwn === 0}>
          <AlarmClockIcon aria-hidden />
          {filtered ? 'Set keep-in-touch cadence for these' : 'Set keep-in-touch cadence'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function FormatGroup({
  label,
  name,
  disabled,
  url,
}: {
  label: string;
  name: string;
  disabled: boolean;
  url: (format: ExportFormat) => string;
}) {
  const labelId = useId();
  return (
    <DropdownMenuGroup aria-labelledby={labelId}>
      <DropdownMenuLabel id={labelId}>{label}</DropdownMenuLabel>
      {EXPORT_FORMATS.map((format) => {
        const Icon = FORMAT_ICONS[format];
        return (
          <DropdownMenuItem key={format} asChild disabled={disabled}>
            <a href={disabled ? undefined : url(format)} download aria-label={`${name} as ${EXPORT_FORMAT_LABELS[format]}`}>
              <Icon className="text-muted-foreground" aria-hidden />
              {EXPORT_FORMAT_LABELS[format]}
            </a>
          </DropdownMenuItem>
        );
      })}
    </DropdownMenuGroup>
  );
}
