import { PRODUCT_NAME, PRODUCT_TAGLINE, SUPPORT_EMAIL } from '@tradeloom/domain';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { paths } from '@/lib/paths';

const footerLink =
  'rounded-sm text-sm text-muted-foreground hover:text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring';

export function MarketingFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <Logo />
          <p className="text-sm text-muted-foreground">{PRODUCT_TAGLINE}</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={paths.privacy} className={footerLink}>
            Privacy
          </Link>
          <Link to={paths.terms} className={footerLink}>
            Terms
          </Link>
          <Link to={paths.accountDeletion} className={footerLink}>
            Account deletion
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={footerLink}>
            {SUPPORT_EMAIL}
          </a>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
