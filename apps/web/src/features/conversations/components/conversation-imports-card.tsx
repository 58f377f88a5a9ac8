import { CONVERSATION_IMPORT_KIND_LABELS, type ConversationImport } from '@tradeloom/domain';
import { MessagesSquareIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useConversationImports } from '../api/conversation-imports-api';

const STATUS: Record<
  ConversationImport['status'],
  { label: string; variant: 'soft' | 'accent' | 'success' | 'destructive' | 'secondary' }
> = {
  reading: { label: 'Reading', variant: 'secondary' },
  review: { label: 'Waiting for your review', variant: 'accent' },
  confirming: { label: 'Adding', variant: 'secondary' },
  completed: { label: 'Added', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

/** Settings' entry to 'Import conversations' (decision 040), with the latest imports and the reviews still waiting. */
export function ConversationImportsCard() {
  const imports = useConversationImports();
  const recent = imports.data?.slice(0, 5) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessagesSquareIcon className="size-4 text-primary" aria-hidden />
          Conversation imports
        </CardTitle>
        <CardDescription>
          Add your history with contacts from a WhatsApp or Telegram export, a calendar (.ics) or a mail archive (.mbox). You review who
          matched before anything is added.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {recent.length > 0 && (
          <ul className="grid gap-2" aria-label="Recent conversation imports">
            {recent.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 basis-40">
                  <span className="block truncate font-medium">{i.file_name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {CONVERSATION_IMPORT_KIND_LABELS[i.kind]}
                    {i.results ? ` · ${i.results.interactions_added.toLocaleString('en-US')} interactions added` : ''}
                  </span>
                </span>
                <Badge variant={STATUS[i.status].variant}>{STATUS[i.status].label}</Badge>
                {(i.status === 'review' || i.status === 'reading') && (
                  <Button asChild size="sm" variant="outline">
                    <Link to={`${paths.importConversations}?id=${encodeURIComponent(i.id)}`}>Open</Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button asChild className="justify-self-start">
          <Link to={paths.importConversations}>Import conversations</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
