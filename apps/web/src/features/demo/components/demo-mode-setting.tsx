import { useQuery } from '@tanstack/react-query';
import { canHideDemoNetwork, DEMO_MODE_MESSAGES } from '@tradeloom/domain';
import { UsersRoundIcon } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { profileQueryOptions } from '@/lib/profile/profile-query';
import { useSetDemoMode } from '../api/set-demo-mode';

/**
 * The sample network switch (Settings, Appearance): off after a purchase, the paying user may show the
 * sample contacts again and hide them. On the trial it stays on and says why.
 */
export function DemoModeSetting() {
  const id = useId();
  const profile = useQuery(profileQueryOptions).data;
  const setDemoMode = useSetDemoMode();
  if (!profile) return null;
  const locked = !canHideDemoNetwork(profile.status);
  const on = setDemoMode.isPending && setDemoMode.variables !== undefined ? setDemoMode.variables : profile.demo_mode_enabled;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id} className="flex items-center gap-2">
          <UsersRoundIcon className="size-4" aria-hidden />
          Show sample network
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {locked
            ? DEMO_MODE_MESSAGES.locked
            : 'Read-only sample contacts beside your own: in Contacts, on the map and in the assistant’s answers.'}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-hint`}
        checked={on}
        disabled={locked || setDemoMode.isPending}
        onCheckedChange={(next) => setDemoMode.mutate(next)}
      />
    </div>
  );
}
