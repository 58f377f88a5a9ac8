import { MAILBOXES_PER_USER_MAX } from '@tradeloom/domain';
import { InboxIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMailboxes } from '../api/mailboxes-api';
import { ConnectMailboxForm } from './connect-mailbox-form';
import { MailboxRow } from './mailbox-row';

/**
 * Settings' 'Connected mailboxes' card (issue 27 item 1, decision 039): connect an IMAP mailbox with
 * an app password; Tradeloom reads message headers only and records who you e-mailed and when on
 * your contacts. The list shows each mailbox's sync (polled while it runs), 'Sync now' and
 * 'Disconnect' (by default with what it captured).
 */
export function MailboxesCard() {
  const mailboxes = useMailboxes();
  const full = (mailboxes.data?.length ?? 0) >= MAILBOXES_PER_USER_MAX;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <InboxIcon className="size-4 text-primary" aria-hidden />
          Connected mailboxes
        </CardTitle>
        <CardDescription>
          Keep last-contacted dates up to date by themselves: every e-mail to or from a contact, in your inbox and sent folder, is logged on
          that contact.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {mailboxes.isPending ? (
          <Spinner className="size-5 text-muted-foreground" />
        ) : mailboxes.isError ? (
          <p className="text-sm text-destructive">Could not load your mailboxes.</p>
        ) : mailboxes.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No mailbox connected yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Connected mailboxes">
            {mailboxes.data.map((m) => (
              <MailboxRow key={m.id} mailbox={m} />
            ))}
          </ul>
        )}
        {!full && (
          <div className="border-t pt-5">
            <ConnectMailboxForm />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
