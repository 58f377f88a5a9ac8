import { SimplePage } from '@/features/marketing/components/simple-page';

export function PrivacyPage() {
  return (
    <SimplePage
      title="Privacy Policy"
      description="Last updated October 15, 2025. What we collect, why, and the rights you have over your data."
      eyebrow="Legal"
      canonical="/privacy"
    />
  );
}
