import { MoonIcon, PaletteIcon, SunIcon } from 'lucide-react';
import { useId } from 'react';
import { useTheme } from '@/components/theme/theme-context';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/** Appearance (spec §2 'Settings page', card 9): the light/dark switch, remembered on this device. */
export function AppearanceCard() {
  const { theme, setTheme } = useTheme();
  const id = useId();
  const dark = theme === 'dark';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PaletteIcon className="size-4 text-primary" aria-hidden />
          Appearance
        </CardTitle>
        <CardDescription>Choose how Tradeloom looks on this device.</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between gap-4">
        <Label htmlFor={id} className="flex items-center gap-2">
          {dark ? <MoonIcon className="size-4" aria-hidden /> : <SunIcon className="size-4" aria-hidden />}
          Dark mode
        </Label>
        <Switch id={id} checked={dark} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')} />
      </CardContent>
    </Card>
  );
}
