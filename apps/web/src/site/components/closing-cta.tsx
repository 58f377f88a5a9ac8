import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';

export function ClosingCta() {
  return (
    <section className="bg-brand text-brand-foreground">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-3xl font-semibold tracking-tight text-balance">Put your network to work before the next tender</h2>
          <p className="mt-3 text-brand-muted-foreground">
            Import your contacts, see them on the map, and get your first introductions the same afternoon.
          </p>
        </div>
        <Button asChild size="xl" variant="accent">
          <Link to={paths.auth.signup()}>
            Get Started
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
