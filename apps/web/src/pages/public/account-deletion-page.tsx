import { SimplePage } from '@/features/marketing/components/simple-page';

export function AccountDeletionPage() {
  return (
    <SimplePage
      title="Account Deletion"
      description="How to ask us to delete your account and data by e-mail, and what happens next."
      eyebrow="Legal"
    />
  );
}
