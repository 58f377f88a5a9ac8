import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@tradeloom/domain';
import { BellIcon } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { profileQueryOptions } from '@/lib/profile/profile-query';
import { useUpdateNotifications } from '../api/account-api';

type Preference = keyof Required<NotificationPreferences>;

const PREFERENCES: { key: Preference; label: string; hint: string }[] = [
  { key: 'email_notifications', label: 'Email notifications', hint: 'Account, billing and security messages by e-mail.' },
  { key: 'follow_up_reminders', label: 'Follow-up reminders', hint: 'A nudge when a relationship you care about is going cold.' },
  { key: 'weekly_summary', label: 'Weekly network summary', hint: 'New insights and changes in your network, once a week.' },
];

/** Notifications (spec §2 'Settings page', card 7): the three preferences, each saved when switched. */
export function NotificationsCard() {
  const profile = useQuery(profileQueryOptions);
  const update = useUpdateNotifications();
  const id = useId();
  const p = profile.data;
  const change = (key: Preference, on: boolean) =>
    update.mutate({ [key]: on }, { onError: () => toast.error('Error', { description: 'Failed to save notification preferences.' }) });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon className="size-4 text-primary" aria-hidden />
          Notifications
        </CardTitle>
        <CardDescription>Choose what Tradeloom sends you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!p ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          PREFERENCES.map(({ key, label, hint }) => (
            <div key={key} className="flex items-center justify-between gap-4">
              <div className="grid gap-0.5">
                <Label htmlFor={`${id}-${key}`}>{label}</Label>
                <p id={`${id}-${key}-hint`} className="text-xs text-muted-foreground">
                  {hint}
                </p>
              </div>
              <Switch
                id={`${id}-${key}`}
                aria-describedby={`${id}-${key}-hint`}
                checked={p[key]}
                onCheckedChange={(on) => change(key, on)}
              />
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
