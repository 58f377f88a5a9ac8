import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { ConversationImportWizard } from '@/features/conversations/components/conversation-import-wizard';

/** 'Import conversations' (issue 27, decision 040): the wizard, following the import named in the address. */
export function ConversationImportPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  return (
    <>
      <PageMeta title="Import conversations" />
      <PageHeader
        title="Import conversations"
        description="Your history with contacts from WhatsApp, Telegram, your calendar or a mail archive: last-contacted dates that keep themselves."
      />
      <div className="mt-4 max-w-3xl">
        <ConversationImportWizard
          id={id}
          onIdChange={(next) => setParams(next ? { id: next } : {}, { replace: next === null ? false : Boolean(id) })}
        />
      </div>
    </>
  );
}
