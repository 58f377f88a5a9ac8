import {
  IMPORT_FORMAT_LABELS,
  IMPORT_MESSAGES,
  IMPORT_SOURCE_LABELS,
  IMPORT_TARGET_LABELS,
  IMPORT_TARGETS,
  type ImportReview,
  type ImportTarget,
  type ImportUploadResponse,
  mappingHasName,
} from '@tradeloom/domain';
import { ArrowLeftIcon, FileSpreadsheetIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { cn } from '@/lib/utils';
import { useReviewImport } from '../api/review-import';
import { placedByValues, plural, sampleValues, setTarget } from '../utils/import-model';
import { Notice, WizardBody, WizardFooter } from './wizard-layout';

interface MappingStepProps {
  upload: ImportUploadResponse;
  mapping: ImportTarget[];
  onMappingChange: (mapping: ImportTarget[]) => void;
  onBack: () => void;
  onReviewed: (review: ImportReview) => void;
}

/** Step 2: each column of the file with a few of its values, and where it goes (the server's guess first). */
export function ImportMappingStep({ upload, mapping, onMappingChange, onBack, onReviewed }: MappingStepProps) {
  const review = useReviewImport();
  const hasName = mappingHasName(mapping);
  const byValues = placedByValues(upload);

  function change(column: number, target: ImportTarget) {
    review.reset();
    onMappingChange(setTarget(mapping, column, target));
  }

  return (
    <>
      <WizardBody className="grid content-start gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
          <FileSpreadsheetIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 truncate font-medium" title={upload.import.file_name}>
            {upload.import.file_name}
          </span>
          <Badge variant="soft" data-testid="import-source">
            {IMPORT_SOURCE_LABELS[upload.source]}
          </Badge>
          <span className="text-muted-foreground">
            {IMPORT_FORMAT_LABELS[upload.format]} · {plural(upload.total_rows, 'row', 'rows')}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          Check where each column goes. Columns set to “{IMPORT_TARGET_LABELS.note_line}” become a line in the notes; “
          {IMPORT_TARGET_LABELS.ignore}” leaves them out.
        </p>

        {!hasName && (
          <Notice tone="warning" data-testid="no-name-column">
            {IMPORT_MESSAGES.noNameColumn}
          </Notice>
        )}
        {review.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(review.error)}
          </Notice>
        )}

        <div className="overflow-hidden rounded-lg border">
          <table className="w-full table-fixed text-sm">
            <caption className="sr-only">Columns of {upload.import.file_name} and where each one goes</caption>
            <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium sm:w-48">
                  Column in your file
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                  Sample values
                </th>
                <th scope="col" className="w-40 px-3 py-2 font-medium sm:w-52">
                  Import as
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {upload.headers.map((header, i) => {
                const samples = sampleValues(upload.sample, i);
                const target = mapping[i] ?? 'ignore';
                const ignored = target === 'ignore';
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional and headers may repeat.
                  <tr key={i} data-testid="mapping-row" className={cn('align-top', ignored && 'bg-muted/30')}>
                    <th scope="row" className={cn('px-3 py-2.5 text-left font-medium', ignored && 'text-muted-foreground')}>
                      <span className="block truncate" title={header}>
                        {header}
                      </span>
                      {byValues[i] && mapping[i] === upload.mapping[i] && (
                        <span className="mt-0.5 block text-xs font-normal text-muted-foreground" data-testid="placed-by-values">
                          Suggested from its values
                        </span>
                      )}
                      <SampleList values={samples} className="mt-1 sm:hidden" />
                    </th>
                    <td className="hidden px-3 py-2.5 sm:table-cell">
                      <SampleList values={samples} />
                    </td>
                    <td className="px-3 py-2">
                      <NativeSelect
                        aria-label={`Import column ${header} as`}
                        value={target}
                        onChange={(e) => change(i, e.target.value as ImportTarget)}
                      >
                        {IMPORT_TARGETS.map((t) => (
                          <option key={t} value={t}>
                            {IMPORT_TARGET_LABELS[t]}
                          </option>
                        ))}
                      </NativeSelect>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </WizardBody>
      <WizardFooter>
        <Button variant="ghost" className="-ml-2 px-2" onClick={onBack} disabled={review.isPending}>
          <ArrowLeftIcon aria-hidden />
          Choose another file
        </Button>
        <Button
          className="ml-auto"
          disabled={review.isPending || !hasName}
          onClick={() => review.mutate({ id: upload.import.id, mapping }, { onSuccess: (result) => onReviewed(result) })}
        >
          {review.isPending && <Spinner decorative />}
          Next
        </Button>
      </WizardFooter>
    </>
  );
}

function SampleList({ values, className }: { values: string[]; className?: string }) {
  if (values.length === 0)
    return <span className={cn('block text-xs font-normal text-muted-foreground italic', className)}>Empty in the first rows</span>;
  return (
    <ul className={cn('grid gap-0.5 text-xs font-normal text-muted-foreground', className)} aria-label="Sample values">
      {values.map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sample values may repeat.
        <li key={i} className="truncate" title={v}>
          {v}
        </li>
      ))}
    </ul>
  );
}
