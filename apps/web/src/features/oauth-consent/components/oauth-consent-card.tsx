import { OAUTH_MESSAGES, OAUTH_SCOPE_TEXTS } from '@tradeloom/domain';
import { BotIcon, EyeIcon, PencilLineIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api';
import { useAnswerOAuthRequest, useOAuthRequest } from '../api/oauth-consent-api';

/** Leaves the app for the client's redirect URI (a web page or the client app's own scheme). */
export type Leave = (url: string) => void;

/**
 * The consent screen (decision 036): which AI client asks, for which account, what it will be able to
 * do, where the answer goes; Allow or Deny. Changes are offered only when the client asked for them,
 * and the user may allow reading alone.
 */
export function OAuthConsentCard({ requestId, email, leave }: { requestId: string; email: string | undefined; leave: Leave }) {
  const request = useOAuthRequest(requestId);
  const answer = useAnswerOAuthRequest(requestId);
  const [write, setWrite] = useState(true);
  const writeId = useId();

  if (request.isPending && requestId) {
    return (
      <Card>
        <CardContent className="flex justify-center py-10">
          <Spinner className="size-6 text-muted-foreground" />
        </CardContent>
      </Card>
    );
  }
  if (!requestId || request.isError || !request.data) {
    const message =
      !requestId || (isApiError(request.error) && request.error.status === 404)
        ? OAUTH_MESSAGES.requestNotFound
        : 'Could not load the request. Please try again.';
    return (
      <Card>
        <CardHeader>
          <CardTitle>This connection request cannot be used</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const r = request.data;
  const respond = (allow: boolean) =>
    answer.mutate({ allow, write: r.wants_write ? write : undefined }, { onSuccess: ({ redirect_to }) => leave(redirect_to) });
  const done = answer.isSuccess;

  return (
    <Card>
      <CardHeader>
        <div className="mb-2 flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <BotIcon className="size-5" aria-hidden />
        </div>
        <CardTitle className="text-xl">
          Allow <span className="break-words">{r.client.name}</span> to use your Tradeloom account?
        </CardTitle>
        <CardDescription>
          {email ? <>Signed in as {email}. </> : null}
          {r.client.uri ? <>The client says it is {r.client.uri}. </> : null}
          Your answer goes back to <strong className="font-medium text-foreground">{r.client.redirect_host}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm font-medium">It will be able to:</p>
        <ul className="grid gap-3">
          <li className="flex gap-3 text-sm">
            <EyeIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>{OAUTH_SCOPE_TEXTS.read}</span>
          </li>
          {r.wants_write && (
            <li className="flex gap-3 text-sm">
              <PencilLineIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              <div className="grid gap-2">
                <span>{OAUTH_SCOPE_TEXTS.write}</span>
                <div className="flex items-center gap-2">
                  <Checkbox id={writeId} checked={write} onCheckedChange={(v) => setWrite(v === true)} />
                  <Label htmlFor={writeId} className="text-sm font-normal">
                    Allow changes
                  </Label>
                </div>
              </div>
            </li>
          )}
        </ul>
        <p className="text-xs text-muted-foreground">
          You can disconnect it at any time in Settings, under API &amp; AI clients. It never sees your password.
        </p>
        {answer.isError && (
          <p className="text-sm text-destructive">
            {isApiError(answer.error) ? answer.error.message : 'Something went wrong. Please try again.'}
          </p>
        )}
      </CardContent>
      <CardFooter className="flex justify-end gap-2">
        <Button variant="outline" disabled={answer.isPending || done} onClick={() => respond(false)}>
          Deny
        </Button>
        <Button disabled={answer.isPending || done} onClick={() => respond(true)}>
          {answer.isPending ? <Spinner className="size-4" /> : null}
          Allow
        </Button>
      </CardFooter>
    </Card>
  );
}
