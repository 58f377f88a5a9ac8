import { useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_IMPORT_KIND_LABELS, type ConversationImport } from '@tradeloom/domain';
import { AlertCircleIcon, CheckCircle2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api/error-message';
import { paths } from '@/lib/paths';
import { cancelConversationImport, conversationImportKeys, useConversationImport } from '../api/conversation-imports-api';
import { doneSummary } from '../utils/conversation-model';
import { ConversationReviewStep } from './conversation-review-step';
import { ConversationStepper } from './conversation-stepper';
import { ConversationUploadStep } from './conversation-upload-step';

const stepOf = (id: string | null, record: ConversationImport | undefined) => {
  if (!id) return 0;
  if (!record || record.status === 'reading') return 1;
  if (record.status === 'review' || record.status === 'confirming') return 2;
  if (record.status === 'completed') return 3;
  return 1;
};

/**
 * 'Import conversations' (issue 27, decision 040): Upload -> Reading -> Review -> Done. The import
 * being looked at is in the address (?id=), so a reload or a link from Settings comes back to it.
 */
export function ConversationImportWizard({ id, onIdChange }: { id: string | null; onIdChange: (id: string | null) => void }) {
  const query = useConversationImport(id ?? undefined);
  const record = query.data;
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const step = stepOf(id, record);

  async function cancel() {
    if (!id) return;
    setCancelling(true);
    try {
      await cancelConversationImport(id);
    } catch {
      // Gone already, or confirmed meanwhile: either way, start over.
    }
    setCancelling(false);
    void queryClient.invalidateQueries({ queryKey: conversationImportKeys.list() });
    onIdChange(null);
  }

  return (
    <Card>
      <CardHeader className="gap-3 border-b pb-4">
        <ConversationStepper current={step} finished={record?.status === 'completed'} />
        {record && (
          <p className="truncate text-sm text-muted-foreground">
            {CONVERSATION_IMPORT_KIND_LABELS[record.kind]} · <span className="font-medium text-foreground">{record.file_name}</span>
          </p>
        )}
      </CardHeader>
      <CardContent className="pt-5">
        {!id ? (
          <ConversationUploadStep
            onUploaded={(created) => {
              queryClient.setQueryData(conversationImportKeys.detail(created.id), created);
              void queryClient.invalidateQueries({ queryKey: conversationImportKeys.list() });
              onIdChange(created.id);
            }}
          />
        ) : query.isError ? (
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(query.error)}
            </p>
            <Button variant="outline" onClick={() => onIdChange(null)}>
              Import a file
            </Button>
          </div>
        ) : !record || record.status === 'reading' ? (
          <div className="flex min-h-44 flex-col items-center justify-center gap-3 text-center" aria-live="polite">
            <Spinner className="size-6 text-primary" />
            <p className="text-sm font-medium">Reading {record?.file_name ?? 'the file'}…</p>
            <p className="max-w-sm text-xs text-muted-foreground">
              Large exports take a minute. You can leave this page; the review waits for you in Settings › Conversation imports.
            </p>
          </div>
        ) : record.status === 'failed' ? (
          <div className="grid justify-items-start gap-3">
            <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
              <AlertCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {record.error ?? 'This file could not be read.'}
            </p>
            <Button variant="outline" onClick={() => void cancel()} disabled={cancelling}>
              Choose another file
            </Button>
          </div>
        ) : record.status === 'completed' ? (
          <div className="flex min-h-44 flex-col items-center justify-center gap-3 text-center">
            <CheckCircle2Icon className="size-8 text-success" aria-hidden />
            <p className="max-w-md text-sm font-medium" role="status">
              {doneSummary(record)}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" onClick={() => onIdChange(null)}>
                Import another file
              </Button>
              <Button asChild>
                <Link to={paths.contacts}>View contacts</Link>
              </Button>
            </div>
          </div>
        ) : record.status === 'confirming' ? (
          <div className="flex min-h-44 items-center justify-center gap-2 text-sm" aria-live="polite">
            <Spinner className="size-5 text-primary" /> Adding the interactions…
          </div>
        ) : (
          <ConversationReviewStep record={record} onCancel={() => void cancel()} cancelling={cancelling} />
        )}
      </CardContent>
    </Card>
  );
}
