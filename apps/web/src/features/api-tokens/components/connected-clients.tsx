import { API_TOKEN_SCOPE_LABELS, type ConnectedClient } from '@tradeloom/domain';
import { BotIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useConnectedClients, useRevokeConnectedClient } from '../api/connected-clients-api';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const day = (iso: string) => dateFormat.format(new Date(iso));

function ClientRow({ client }: { client: ConnectedClient }) {
  const revoke = useRevokeConnectedClient();
  return (
    <li className="flex items-start gap-3 rounded-md border p-3">
      <BotIcon className="mt-0.5 size-4 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{client.name}</span>
          <Badge variant="soft">{API_TOKEN_SCOPE_LABELS[client.scope]}</Badge>
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Connected on {day(client.connected_at)} · {client.last_used_at ? `last used ${day(client.last_used_at)}` : 'not used yet'}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Revoke ${client.name}`}
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(client.id, {
            onSuccess: () => toast.success(`${client.name} is disconnected.`),
            onError: () => toast.error('Error', { description: 'Could not revoke the client. Please try again.' }),
          })
        }
      >
        Revoke
      </Button>
    </li>
  );
}

/**
 * The AI clients connected with OAuth (Claude, ChatGPT, Cursor…; decision 036), inside Settings' 'API & AI
 * clients' card. Revoke stops the client at once.
 */
export function ConnectedClients() {
  const clients = useConnectedClients();
  return (
    <section className="grid gap-3" aria-labelledby="connected-clients-title">
      <div>
        <h3 id="connected-clients-title" className="text-sm font-semibold">
          Connected AI clients
        </h3>
        <p className="text-sm text-muted-foreground">
          Clients you allowed by signing in from them. They act for you until you revoke them.
        </p>
      </div>
      {clients.isPending ? (
        <Spinner className="size-5 text-muted-foreground" />
      ) : clients.isError ? (
        <p className="text-sm text-destructive">Could not load the connected clients.</p>
      ) : clients.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No AI client connected yet. Add {`${window.location.origin}/mcp`} as a connector in your AI client to connect one.
        </p>
      ) : (
        <ul className="grid gap-2" aria-label="Connected AI clients">
          {clients.data.map((c) => (
            <ClientRow key={c.id} client={c} />
          ))}
        </ul>
      )}
    </section>
  );
}
