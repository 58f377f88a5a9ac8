import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '../hooks/use-sign-out';

/** Sign Out for screens outside the app shell (trial, onboarding). */
export function SignOutButton() {
  const { signOut, pending } = useSignOut();
  return (
    <Button variant="ghost" onClick={signOut} disabled={pending} className="text-muted-foreground hover:text-foreground">
      {pending ? <Spinner decorative /> : <LogOutIcon aria-hidden />}
      Sign Out
    </Button>
  );
}
