import { ADMIN_CREDITS_VALIDATION_MESSAGE, type CreditAdjustmentResult, creditAdjustmentInputSchema } from '@tradeloom/domain';
import { CoinsIcon } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api/error-message';
import { useAdjustCredits } from '../api/admin-credits';

const formSchema = creditAdjustmentInputSchema.omit({ idempotency_key: true });

/** What happened, in one line: what was asked, what was applied, and why it differs. */
export function adjustmentOutcome(result: CreditAdjustmentResult): string {
  const { adjustment: a, cap } = result;
  const applied = a.applied ?? a.delta;
  const who = a.user_email ?? a.user_id;
  const verb = applied >= 0 ? `Added ${applied}` : `Removed ${-applied}`;
  const base = `${verb} credit${Math.abs(applied) === 1 ? '' : 's'} ${applied >= 0 ? 'to' : 'from'} ${who}; balance ${a.balance_after ?? '—'}.`;
  if (!result.limited) return base;
  return a.delta > 0
    ? `${base} ${a.delta} asked: the plan's cap of ${cap} credits stops the rest.`
    : `${base} ${-a.delta} asked: a balance never goes below zero.`;
}

/**
 * Spec §5 'Admin': a user (id or e-mail), a whole-number delta and a reason. One idempotency key per
 * submission, kept while the same values are sent again after a failure, so a retry never applies twice.
 */
export function CreditAdjustmentForm() {
  const id = useId();
  const [user, setUser] = useState('');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const pending = useRef<{ values: string; key: string } | null>(null);
  const adjust = useAdjustCredits();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (adjust.isPending) return;
    const parsed = formSchema.safeParse({ user, delta: delta.trim() === '' ? Number.NaN : Number(delta), reason });
    if (!parsed.success) {
      setInvalid(true);
      toast.error('Validation Error', { description: 'Please fill in all fields correctly.' });
      return;
    }
    setInvalid(false);
    const values = JSON.stringify(parsed.data);
    if (pending.current?.values !== values) pending.current = { values, key: crypto.randomUUID() };
    adjust.mutate(
      { ...parsed.data, idempotency_key: pending.current.key },
      {
        onSuccess: (result) => {
          pending.current = null;
          const line = adjustmentOutcome(result);
          setOutcome(line);
          toast.success('Credits Adjusted', { description: line });
          setUser('');
          setDelta('');
          setReason('');
        },
        onError: (error) => toast.error(`Failed to adjust credits: ${errorMessage(error)}`),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CoinsIcon className="size-4 text-muted-foreground" aria-hidden /> Adjust credits
        </CardTitle>
        <CardDescription>
          A positive number adds credits up to the plan's cap; a negative one removes them, never below zero.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-[1fr_10rem]"
          onSubmit={onSubmit}
          noValidate
          aria-describedby={invalid ? `${id}-error` : undefined}
        >
          <Field>
            <Label htmlFor={`${id}-user`}>User id or e-mail</Label>
            <Input
              id={`${id}-user`}
              value={user}
              onChange={(e) => setUser(e.target.value)}
              autoComplete="off"
              placeholder="trader@example.com"
            />
          </Field>
          <Field>
            <Label htmlFor={`${id}-delta`}>Credits</Label>
            <Input
              id={`${id}-delta`}
              value={delta}
              onChange={(e) => setDelta(e.target.value)}
              inputMode="numeric"
              placeholder="+50 or -20"
              className="tabular-nums"
            />
          </Field>
          <Field className="sm:col-span-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={2}
              placeholder="Support ticket, goodwill, correction…"
            />
            <FieldHint>Kept with the adjustment and in the admin action log.</FieldHint>
          </Field>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
            <Button type="submit" disabled={adjust.isPending}>
              {adjust.isPending ? 'Adjusting…' : 'Adjust credits'}
            </Button>
            {invalid ? (
              <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
                {ADMIN_CREDITS_VALIDATION_MESSAGE}
              </p>
            ) : (
              outcome && (
                <p role="status" className="text-sm text-muted-foreground">
                  {outcome}
                </p>
              )
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
