import { PRODUCT_NAME } from '@tradeloom/domain';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { Logo } from './logo';

/** The full logo as a keyboard-reachable link to the home page (public and focus layouts). */
export function HomeLogoLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring', className)}
      aria-label={`${PRODUCT_NAME} home`}
    >
      <Logo />
    </Link>
  );
}
