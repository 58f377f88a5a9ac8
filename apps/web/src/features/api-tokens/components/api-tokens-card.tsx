import {
  API_TOKEN_EXPIRIES,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenScope,
  apiTokenCreateSchema,
} from '@tradeloom/domain';
import { CheckIcon, CopyIcon, KeyRoundIcon, PlugIcon, PlusIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { useApiTokens, useCreateApiToken, useMcpCalls, useRevokeApiToken } from '../api/api-tokens-api';
import { clientConfigs } from '../utils/client-config';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const day = (iso: string) => dateFormat.format(new Date(iso));

const NEVER = 'never';
const EXPIRY_LABELS: Record<string, string> = { '7': '7 days', '30': '30 days', '90': '90 days', '365': '1 year', [NEVER]: 'No expiry' };

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          toast.error('Error', { description: 'Could not copy. Select the text and copy it by hand.' });
        }
      }}
    >
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

function Snippet({ text, label }: { text: string; label: string }) {
  return (
    <div className="grid gap-2">
      <pre className="max-w-full overflow-x-auto rounded-md border bg-muted/50 p-3 font-mono text-xs leading-relaxed">
        <code>{text}</code>
      </pre>
      <div>
        <CopyButton text={text} label={label} />
      </div>
    </div>
  );
}

/** The new token's secret, shown once. */
function NewSecret({ created, onDone }: { created: ApiTokenCreated; onDone: () => void }) {
  return (
    <div role="status" className="grid gap-3 rounded-md border border-primary/40 bg-primary/5 p-3">
      <div>
        <p className="text-sm font-medium">Your new token “{created.token.name}”</p>
        <p className="text-sm text-muted-foreground">Copy it now: it is shown only once. Anyone with it can read your contacts.</p>
      </div>
      <code data-testid="new-token-secret" className="break-all rounded-md border bg-background p-2 font-mono text-xs">
        {created.secret}
      </code>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={created.secret} label="Copy token" />
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const [open, setOpen] = useState(false);
  const used = token.last_used_at ? `last used ${day(token.last_used_at)}` : 'never used';
  const expires = token.status === 'expired' ? 'expired' : token.expires_at ? `expires ${day(token.expires_at)}` : 'does not expire';
  return (
    <li className="flex items-start gap-3 rounded-md border p-3">
      <KeyRoundIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <span className="truncate">{token.name}</span>
          <Badge variant="soft">{API_TOKEN_SCOPE_LABELS[token.scope]}</Badge>
          {token.status === 'expired' && <Badge variant="outline">Expired</Badge>}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          <span className="font-mono">{token.prefix}…</span> · created {day(token.created_at)} · {used} · {expires}
        </p>
      </div>
      <AlertDialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke this token?</AlertDialogTitle>
            <AlertDialogDescription>
              “{token.name}” stops working at once. Any AI client or script using it loses access to Tradeloom.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={buttonVariants({ variant: 'destructive' })}
              disabled={revoke.isPending}
              onClick={(event) => {
                event.preventDefault();
                revoke.mutate(token.id, {
                  onSuccess: () => {
                    setOpen(false);
                    toast.success(`“${token.name}” is revoked.`);
                  },
                  onError: () => toast.error('Error', { description: 'Could not revoke the token. Please try again.' }),
                });
              }}
            >
              {revoke.isPending && <Spinner decorative />}
              Revoke Token
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (created: ApiTokenCreated) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<string>('90');
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), scope: useId(), expiry: useId() };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = apiTokenCreateSchema.safeParse({ name, scope, expires_in_days: expiry === NEVER ? null : Number(expiry) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the name');
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        onCreated(created);
      },
      onError: (err) =>
        toast.error('Error', {
          description: isApiError(err) && err.status < 500 ? err.message : 'Could not create the token. Please try again.',
        }),
    });
  };

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Create a token">
      <div className="grid gap-1.5">
        <Label htmlFor={ids.name}>Token name</Label>
        <Input
          id={ids.name}
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          placeholder="e.g. Claude Desktop on my laptop"
          aria-invalid={error !== null}
          onChange={(e) => setName(e.target.value)}
        />
        {error && <FieldError>{error}</FieldError>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.scope}>Access</Label>
          <Select value={scope} onValueChange={(v) => setScope(v as ApiTokenScope)}>
            <SelectTrigger id={ids.scope}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {API_TOKEN_SCOPES.map((s) => (
                <SelectItem key={s} value={s}>
                  {API_TOKEN_SCOPE_LABELS[s]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.expiry}>Expires after</Label>
          <Select value={expiry} onValueChange={setExpiry}>
            <SelectTrigger id={ids.expiry}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {[...API_TOKEN_EXPIRIES.map(String), NEVER].map((v) => (
                <SelectItem key={v} value={v}>
                  {EXPIRY_LABELS[v]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Read only: search, introductions and summaries. Read and write also lets the client log interactions, add contacts, edit notes and
        add priorities; good clients ask you before each change.
      </p>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner decorative /> : <PlusIcon aria-hidden />}
          Create Token
        </Button>
      </div>
    </form>
  );
}

function RecentCalls() {
  const calls = useMcpCalls();
  return (
    <section className="grid gap-3" aria-labelledby="mcp-calls-title">
      <h3 id="mcp-calls-title" className="text-sm font-semibold">
        Recent calls
      </h3>
      {calls.isPending ? (
        <Spinner className="size-5 text-muted-foreground" />
      ) : calls.isError ? (
        <p className="text-sm text-destructive">Could not load the recent calls.</p>
      ) : calls.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No calls yet.</p>
      ) : (
        <ul className="grid divide-y rounded-md border text-sm" aria-label="Recent calls">
          {calls.data.map((c) => (
            <li key={c.id} className="grid gap-0.5 px-3 py-2">
              <div className="flex items-center gap-2">
                <span className="min-w-0 truncate font-mono text-xs">{c.tool}</span>
                <span className="ml-auto shrink-0">
                  {c.ok ? (
                    <span className="text-xs text-muted-foreground">{c.credits ? `${c.credits} credit` : 'free'}</span>
                  ) : (
                    <Badge variant="outline" className="text-destructive">
                      {c.error_code ?? 'Failed'}
                    </Badge>
                  )}
                </span>
              </div>
              <p className="truncate text-xs text-muted-foreground">
                {c.client} · <time dateTime={c.called_at}>{timeFormat.format(new Date(c.called_at))}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConnectGuide({ origin, token }: { origin: string; token: string | null }) {
  return (
    <section className="grid gap-3" aria-labelledby="mcp-connect-title">
      <div>
        <h3 id="mcp-connect-title" className="flex items-center gap-2 text-sm font-semibold">
          <PlugIcon className="size-4 text-muted-foreground" aria-hidden />
          Connect your AI assistant
        </h3>
        <p className="text-sm text-muted-foreground">
          Tradeloom speaks the Model Context Protocol (MCP).{' '}
          {token ? 'Your new token is filled in below.' : 'Put your token where it says tl_pat_your_token.'} Each read costs 1 credit, like
          an assistant answer.
        </p>
      </div>
      {clientConfigs(origin, token).map((c) => (
        <details key={c.id} className="group rounded-md border p-3">
          <summary className="cursor-pointer text-sm font-medium">{c.name}</summary>
          <div className="mt-3 grid gap-2">
            <p className="text-sm text-muted-foreground">{c.where}</p>
            {c.snippet && <Snippet text={c.snippet} label={`Copy the ${c.name} configuration`} />}
          </div>
        </details>
      ))}
    </section>
  );
}

/**
 * Settings' 'API & AI clients' card (issue 26, decision 035): personal API tokens for the MCP endpoint
 * (create with a name, access and expiry, the secret shown once; list; revoke), the recent calls, and
 * how to connect Claude Desktop, Claude Code, ChatGPT or another MCP client to this server.
 * `connectedClients` is the OAuth clients' list (decision 036), given by the page.
 */
export function ApiTokensCard({ origin = window.location.origin, connectedClients }: { origin?: string; connectedClients?: ReactNode }) {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRoundIcon className="size-4 text-primary" aria-hidden />
          API &amp; AI clients
        </CardTitle>
        <CardDescription>
          Let your own AI assistant (Claude, ChatGPT, Cursor) search your contacts and suggest introductions. A token opens only the AI
          connection, never your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {created && <NewSecret created={created} onDone={() => setCreated(null)} />}
        {tokens.isPending ? (
          <Spinner className="size-5 text-muted-foreground" />
        ) : tokens.isError ? (
          <p className="text-sm text-destructive">Could not load your tokens.</p>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tokens yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="API tokens">
            {tokens.data.map((t) => (
              <TokenRow key={t.id} token={t} />
            ))}
          </ul>
        )}
        <div className="border-t pt-5">
          <CreateTokenForm onCreated={setCreated} />
        </div>
        {connectedClients && <div className="border-t pt-5">{connectedClients}</div>}
        <div className="border-t pt-5">
          <RecentCalls />
        </div>
        <div className="border-t pt-5">
          <ConnectGuide origin={origin} token={created?.secret ?? null} />
        </div>
      </CardContent>
    </Card>
  );
}
