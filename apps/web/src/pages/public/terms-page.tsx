import { SimplePage } from '@/features/marketing/components/simple-page';

export function TermsPage() {
  return (
    <SimplePage
      title="Terms of Service"
      description="Last updated August 12, 2025. The terms that govern your use of Tradeloom."
      eyebrow="Legal"
      canonical="/terms"
    />
  );
}
