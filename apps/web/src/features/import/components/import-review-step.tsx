import type { ContactImport, DuplicateAction, ImportReview, ImportTarget, ImportUploadResponse } from '@tradeloom/domain';
import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { paths } from '@/lib/paths';
import { useStartImport } from '../api/start-import';
import { type DuplicateDecisions, decisionsToSend, formatCount, planImport, plural } from '../utils/import-model';
import { DuplicateChoices } from './duplicate-choices';
import { RowErrors } from './row-errors';
import { Notice, Stat, WizardBody, WizardFooter } from './wizard-layout';

interface ReviewStepProps {
  upload: ImportUploadResponse;
  mapping: ImportTarget[];
  review: ImportReview;
  onBack: () => void;
  onStarted: (record: ContactImport) => void;
}

/** Step 3: what the file will do (ready rows, problems, duplicates, the plan's room) before anything is written. */
export function ImportReviewStep({ upload, mapping, review, onBack, onStarted }: ReviewStepProps) {
  const [onDuplicate, setOnDuplicate] = useState<DuplicateAction>('skip');
  const [decisions, setDecisions] = useState<DuplicateDecisions>({});
  const start = useStartImport();
  const plan = planImport(review, onDuplicate, decisions);
  const nothingToDo = plan.create - plan.leftOut <= 0 && plan.update === 0;

  return (
    <>
      <WizardBody className="grid content-start gap-6">
        <div className="grid grid-cols-3 gap-2">
          <Stat
            label="Ready to import"
            value={formatCount(review.ready_rows)}
            hint={`of ${plural(review.total_rows, 'row', 'rows')}`}
            tone="success"
          />
          <Stat label="Rows with problems" value={formatCount(review.error_count)} tone={review.error_count ? 'warning' : 'muted'} />
          <Stat label="Likely duplicates" value={formatCount(review.duplicate_count)} tone={review.duplicate_count ? 'warning' : 'muted'} />
        </div>

        {plan.leftOut > 0 && (
          <Notice tone="warning" data-testid="import-limit-note">
            <p>
              <span className="font-medium">
                {formatCount(plan.leftOut)} of the {plural(plan.create, 'new contact', 'new contacts')} will be left out.
              </span>{' '}
              Your {review.limit.plan} includes up to {formatCount(review.limit.max ?? 0)} contacts and you have{' '}
              {formatCount(review.limit.current)}.
            </p>
            <Link to={paths.settings} className="mt-1 inline-block font-medium underline underline-offset-4">
              Upgrade your plan
            </Link>
          </Notice>
        )}

        {review.preview.length > 0 && <Preview review={review} />}

        {review.error_count > 0 && (
          <section aria-label="Rows with problems" className="grid gap-2">
            <h3 className="text-sm font-semibold">Rows with problems</h3>
            <p className="text-xs text-muted-foreground">
              These rows will be skipped. Fix them in the file and import it again to add them.
            </p>
            <RowErrors errors={review.errors} total={review.error_count} />
          </section>
        )}

        {review.duplicate_count > 0 && (
          <DuplicateChoices
            review={review}
            onDuplicate={onDuplicate}
            onDefaultChange={setOnDuplicate}
            decisions={decisions}
            onDecide={(row, action) => setDecisions((d) => ({ ...d, [String(row)]: action }))}
          />
        )}

        {start.isError && (
          <Notice tone="error" role="alert">
            {errorMessage(start.error)}
          </Notice>
        )}
      </WizardBody>
      <WizardFooter>
        <Button variant="ghost" className="-ml-2 px-2" onClick={onBack} disabled={start.isPending}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        <p className="order-first w-full text-xs text-muted-foreground sm:order-none sm:ml-auto sm:w-auto" data-testid="import-plan">
          {nothingToDo ? 'Nothing to import with these choices' : planLine(plan)}
        </p>
        <Button
          className="ml-auto sm:ml-0"
          disabled={start.isPending || nothingToDo}
          onClick={() =>
            start.mutate(
              { id: upload.import.id, mapping, onDuplicate, decisions: decisionsToSend(decisions, onDuplicate) },
              { onSuccess: (record) => onStarted(record) },
            )
          }
        >
          {start.isPending && <Spinner decorative />}
          Start import
        </Button>
      </WizardFooter>
    </>
  );
}

function planLine(plan: ReturnType<typeof planImport>): string {
  const parts = [`${formatCount(plan.create - plan.leftOut)} new`];
  if (plan.update) parts.push(`${formatCount(plan.update)} to update`);
  if (plan.skip) parts.push(`${formatCount(plan.skip)} skipped`);
  return parts.join(' · ');
}

function Preview({ review }: { review: ImportReview }) {
  return (
    <section aria-label="Preview" className="grid gap-2">
      <h3 className="text-sm font-semibold">How the first rows will look</h3>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Name
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Company
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                E-mail
              </th>
              <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell">
                Location
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {review.preview.map((p) => (
              <tr key={p.row}>
                <td className="max-w-44 truncate px-3 py-2 font-medium">{p.full_name}</td>
                <td className="max-w-44 truncate px-3 py-2 text-muted-foreground">{p.company || '—'}</td>
                <td className="hidden max-w-52 truncate px-3 py-2 text-muted-foreground sm:table-cell">{p.client_email || '—'}</td>
                <td className="hidden max-w-40 truncate px-3 py-2 text-muted-foreground md:table-cell">{p.location || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
