import { MoonIcon, PaletteIcon, SunIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTheme } from '@/components/theme/theme-context';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

/**
 * Appearance (spec §2 'Settings page', card 9): the light/dark switch, remembered on this device;
 * `children` are further display settings the page adds below it (the sample network).
 */
export function AppearanceCard({ children }: { children?: ReactNode }) {
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
        <CardDescription>Choose how Tradeloom looks and what it shows.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id} className="flex items-center gap-2">
            {dark ? <MoonIcon className="size-4" aria-hidden /> : <SunIcon className="size-4" aria-hidden />}
            Dark mode
          </Label>
          <Switch id={id} checked={dark} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')} />
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
