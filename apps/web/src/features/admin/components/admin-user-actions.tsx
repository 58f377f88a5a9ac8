import { ADMIN_USER_MESSAGES, type AdminUserDetail } from '@tradeloom/domain';
import { LogOutIcon, MailIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
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
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { type AdminUserAction, useAdminUserAction } from '@/features/admin/api/admin-users';
import { errorMessage } from '@/lib/api/error-message';

interface ActionText {
  label: string;
  icon: ReactNode;
  title: string;
  description: (email: string) => string;
  confirm: string;
  done: string;
  failed: string;
  destructive?: boolean;
}

const ACTIONS: Record<AdminUserAction, ActionText> = {
  'sign-out': {
    label: 'Sign out everywhere',
    icon: <LogOutIcon aria-hidden />,
    title: 'Sign this user out everywhere?',
    description: (email) => `Every session of ${email} ends now, on every device. They can sign in again at once.`,
    confirm: 'Sign out everywhere',
    done: ADMIN_USER_MESSAGES.signedOut,
    failed: 'sign the user out',
  },
  disable: {
    label: 'Disable account',
    icon: <ShieldOffIcon aria-hidden />,
    title: 'Disable this account?',
    description: (email) =>
      `${email} is signed out everywhere and cannot sign in, by any method, until the account is enabled again. Their data is kept.`,
    confirm: 'Disable account',
    done: ADMIN_USER_MESSAGES.disabled,
    failed: 'disable the account',
    destructive: true,
  },
  enable: {
    label: 'Enable account',
    icon: <ShieldCheckIcon aria-hidden />,
    title: 'Enable this account?',
    description: (email) => `${email} can sign in again.`,
    confirm: 'Enable account',
    done: ADMIN_USER_MESSAGES.enabled,
    failed: 'enable the account',
  },
  'resend-verification': {
    label: 'Resend verification',
    icon: <MailIcon aria-hidden />,
    title: 'Resend the verification e-mail?',
    description: (email) => `A fresh verification link is sent to ${email}.`,
    confirm: 'Send e-mail',
    done: ADMIN_USER_MESSAGES.verificationResent,
    failed: 'resend the verification e-mail',
  },
};

/** The account actions of a user's page, each confirmed first, told by a toast, and recorded by the server. */
export function AdminUserActions({ user }: { user: AdminUserDetail['user'] }) {
  const mutation = useAdminUserAction(user.id);
  // The dialog's action stays set while it closes, so its text does not vanish during the animation.
  const [confirming, setConfirming] = useState<AdminUserAction>('sign-out');
  const [dialogOpen, setDialogOpen] = useState(false);
  const available: AdminUserAction[] = ['sign-out', user.disabled ? 'enable' : 'disable'];
  if (!user.email_verified) available.push('resend-verification');
  const run = (action: AdminUserAction) =>
    mutation.mutate(action, {
      onSuccess: () => toast.success(ACTIONS[action].done),
      onError: (error) => toast.error(ADMIN_USER_MESSAGES.actionFailed(ACTIONS[action].failed, errorMessage(error))),
    });
  const open = ACTIONS[confirming];
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {available.map((action) => (
          <Button
            key={action}
            variant="outline"
            size="sm"
            className={ACTIONS[action].destructive ? 'text-destructive hover:text-destructive' : undefined}
            disabled={mutation.isPending}
            onClick={() => {
              setConfirming(action);
              setDialogOpen(true);
            }}
          >
            {mutation.isPending && mutation.variables === action ? <Spinner /> : ACTIONS[action].icon}
            {ACTIONS[action].label}
          </Button>
        ))}
      </div>
      <AlertDialog open={dialogOpen} onOpenChange={setDialogOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{open.title}</AlertDialogTitle>
            <AlertDialogDescription>{open.description(user.email)} The action is recorded in the admin action log.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              className={open.destructive ? 'bg-destructive text-destructive-foreground hover:bg-destructive/90' : undefined}
              onClick={() => run(confirming)}
            >
              {open.confirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
