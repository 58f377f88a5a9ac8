import type { Contact } from '@tradeloom/domain';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useDeleteContact } from '../api/delete-contact';
import { contactDisplayName } from '../utils/contact-model';

/** The edit dialog's delete option, behind a confirmation. */
export function DeleteContactButton({ contact, disabled, onDeleted }: { contact: Contact; disabled?: boolean; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteContact();
  const name = contactDisplayName(contact);

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          disabled={disabled}
          className="px-2.5 text-destructive hover:bg-destructive-soft hover:text-destructive sm:px-3"
        >
          <Trash2Icon aria-hidden />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this contact?</AlertDialogTitle>
          <AlertDialogDescription>
            {contact.attachments.length > 0
              ? `${name} and ${contact.attachments.length === 1 ? 'one attached file' : `${contact.attachments.length} attached files`}`
              : name}{' '}
            will be permanently deleted. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            disabled={remove.isPending}
            onClick={(event) => {
              event.preventDefault();
              remove.mutate(contact.id, {
                onSuccess: () => {
                  setOpen(false);
                  onDeleted();
                },
              });
            }}
          >
            {remove.isPending && <Spinner decorative />}
            Delete Contact
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
