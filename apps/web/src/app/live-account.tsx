import { useLiveProfile } from '@/features/account/hooks/use-live-profile';
import { useVisibleNetworkSync } from '@/features/demo/hooks/use-visible-network-sync';

/**
 * What every signed-in page keeps current, inside the app shell or not (trial, onboarding, checkout):
 * the profile from the live stream (decision 015), and what the user sees when demo mode changes.
 */
export function LiveAccount({ userId }: { userId: string | undefined }) {
  useLiveProfile(userId);
  useVisibleNetworkSync();
  return null;
}
