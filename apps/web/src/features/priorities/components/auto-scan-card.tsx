import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AUTO_SCAN_FREQUENCIES,
  AUTO_SCAN_FREQUENCY_LABELS,
  AUTO_SCAN_MESSAGES,
  AUTO_SCAN_PLANS,
  type AutoScanFrequency,
  allowsDailyAutoScans,
  pricingPlan,
} from '@tradeloom/domain';
import { ScanSearchIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { api, unwrap } from '@/lib/api';
import { profileQueryOptions } from '@/lib/profile/profile-query';

const POWER_TRADER = pricingPlan('power_trader').name;

/**
 * Auto-Scan (spec §2 'Settings page'): a switch; frequency and Save only while it is on; Pro and Power
 * plans. Daily is a Power Trader feature: other plans see it, disabled, with the plan that has it.
 */
export function AutoScanCard() {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions);
  const [enabled, setEnabled] = useState(false);
  const [frequency, setFrequency] = useState<AutoScanFrequency>('weekly');
  const ids = { toggle: useId(), frequency: useId() };
  useEffect(() => {
    if (!profile.data) return;
    setEnabled(profile.data.auto_scan_enabled);
    setFrequency(profile.data.auto_scan_frequency);
  }, [profile.data]);
  const allowed = (AUTO_SCAN_PLANS as readonly string[]).includes(profile.data?.plan ?? '');
  const dailyAllowed = allowsDailyAutoScans(profile.data?.plan);
  const save = useMutation({
    mutationFn: (prefs: { enabled: boolean; frequency: AutoScanFrequency }) => unwrap(api.PUT('/api/profile/auto-scan', { body: prefs })),
    onSuccess: () => {
      toast.success('Success', { description: AUTO_SCAN_MESSAGES.saved });
      return queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
    },
    onError: () => {
      toast.error('Error', { description: AUTO_SCAN_MESSAGES.saveFailed });
      if (profile.data) setEnabled(profile.data.auto_scan_enabled);
    },
  });

  const toggle = () => {
    const next = !enabled;
    setEnabled(next);
    // Switching off takes effect at once; switching on waits for a frequency and Save.
    if (!next && profile.data?.auto_scan_enabled) save.mutate({ enabled: false, frequency });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ScanSearchIcon className="size-4 text-primary" aria-hidden />
          Auto-Scan
        </CardTitle>
        <CardDescription>Scan your network on a schedule. Auto-scans cost fewer credits than manual ones.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={ids.toggle}>Enable automatic scans</Label>
          <Switch id={ids.toggle} checked={enabled} disabled={!allowed || save.isPending} onCheckedChange={toggle} />
        </div>
        {!allowed && profile.data && <p className="text-sm text-muted-foreground">{AUTO_SCAN_MESSAGES.planRequired}</p>}
        {enabled && allowed && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor={ids.frequency}>Frequency</Label>
              <Select value={frequency} onValueChange={(v) => setFrequency(v as AutoScanFrequency)}>
                <SelectTrigger id={ids.frequency}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {AUTO_SCAN_FREQUENCIES.map((f) =>
                    f === 'daily' && !dailyAllowed ? (
                      <SelectItem key={f} value={f} disabled>
                        {`${AUTO_SCAN_FREQUENCY_LABELS[f]} (${POWER_TRADER} plan)`}
                      </SelectItem>
                    ) : (
                      <SelectItem key={f} value={f}>
                        {AUTO_SCAN_FREQUENCY_LABELS[f]}
                      </SelectItem>
                    ),
                  )}
                </SelectContent>
              </Select>
            </div>
            <Button onClick={() => save.mutate({ enabled: true, frequency })} disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
