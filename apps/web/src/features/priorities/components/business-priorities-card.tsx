import { PRIORITY_MESSAGES, TRADE_REGION_NAMES } from '@tradeloom/domain';
import { CalendarIcon, GlobeIcon, PlusIcon, TargetIcon, Trash2Icon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api';
import { useAddPriority, usePriorities, useRemovePriority } from '../api/priorities-api';

const NO_REGION = 'none';

/** The commodities input of the add form: the contacts feature's field, given by the page. */
export type CommoditiesFieldSlot = (field: { id: string; value: string[]; onChange: (next: string[]) => void }) => ReactNode;

/** Business Priorities (spec §2 'Settings page'): the active ones, an add form, remove. They steer opportunity insights. */
export function BusinessPrioritiesCard({ commoditiesField }: { commoditiesField: CommoditiesFieldSlot }) {
  const priorities = usePriorities();
  const add = useAddPriority();
  const remove = useRemovePriority();
  const [text, setText] = useState('');
  const [commodities, setCommodities] = useState<string[]>([]);
  const [region, setRegion] = useState<string>(NO_REGION);
  const [deadline, setDeadline] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { text: useId(), commodities: useId(), region: useId(), deadline: useId() };

  useEffect(() => {
    if (priorities.error) toast.error('Error', { description: PRIORITY_MESSAGES.loadFailed, id: 'priorities-load-error' });
  }, [priorities.error]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(PRIORITY_MESSAGES.textRequired);
    setError(null);
    add.mutate(
      {
        priority_text: text.trim(),
        target_commodities: commodities,
        target_region: region === NO_REGION ? null : (region as (typeof TRADE_REGION_NAMES)[number]),
        deadline: deadline || null,
      },
      {
        onSuccess: () => {
          setText('');
          setCommodities([]);
          setRegion(NO_REGION);
          setDeadline('');
        },
        onError: (err) =>
          toast.error('Error', { description: isApiError(err) && err.status < 500 ? err.message : PRIORITY_MESSAGES.addFailed }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TargetIcon className="size-4 text-primary" aria-hidden />
          Business Priorities
        </CardTitle>
        <CardDescription>What you are working on. Scans look for the contacts who can help, first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {priorities.isPending ? (
          <Spinner className="size-5 text-muted-foreground" />
        ) : (priorities.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">No active priorities yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Active priorities">
            {priorities.data!.map((p) => (
              <li key={p.id} className="flex items-start gap-3 rounded-md border p-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">{p.priority_text}</p>
                  <div className="mt-1.5 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                    {(p.target_commodity ?? '')
                      .split(', ')
                      .filter(Boolean)
                      .map((c) => (
                        <Badge key={c} variant="soft">
                          {c}
                        </Badge>
                      ))}
                    {p.target_region && (
                      <span className="flex items-center gap-1">
                        <GlobeIcon className="size-3" aria-hidden />
                        {p.target_region}
                      </span>
                    )}
                    {p.deadline && (
                      <span className="flex items-center gap-1">
                        <CalendarIcon className="size-3" aria-hidden />
                        by {p.deadline}
                      </span>
                    )}
                  </div>
                </div>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove ${p.priority_text}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, { onError: () => toast.error('Error', { description: PRIORITY_MESSAGES.removeFailed }) })
                  }
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}

        <form className="grid gap-4 border-t pt-5" onSubmit={submit} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.text}>Description</Label>
            <Textarea
              id={ids.text}
              value={text}
              rows={2}
              maxLength={500}
              placeholder="e.g. Source 50,000 t of yellow corn for Q2"
              aria-invalid={error !== null}
              onChange={(e) => setText(e.target.value)}
            />
            {error && <FieldError>{error}</FieldError>}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.commodities}>Commodities (optional)</Label>
            {commoditiesField({ id: ids.commodities, value: commodities, onChange: setCommodities })}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.region}>Region (optional)</Label>
              <Select value={region} onValueChange={setRegion}>
                <SelectTrigger id={ids.region}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_REGION}>Any region</SelectItem>
                  {TRADE_REGION_NAMES.map((r) => (
                    <SelectItem key={r} value={r}>
                      {r}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.deadline}>Deadline (optional)</Label>
              <Input id={ids.deadline} type="date" value={deadline} onChange={(e) => setDeadline(e.target.value)} />
            </div>
          </div>
          <Button type="submit" className="justify-self-start" disabled={add.isPending}>
            <PlusIcon aria-hidden />
            {add.isPending ? 'Adding...' : 'Add Priority'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
