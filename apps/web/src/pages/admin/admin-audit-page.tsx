import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { AdminActionLogTable, SubscriptionAuditTable } from '@/features/admin/components/audit-tables';

export function AdminAuditPage() {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSearch(term.trim());
  }

  return (
    <>
      <PageMeta title="Subscription Audit" noindex />
      <PageHeader
        title="Subscription Audit"
        description="The subscription audit log and every administrator action, searchable by e-mail."
      />
      <form role="search" className="mt-6 flex max-w-xl gap-2" onSubmit={onSubmit}>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="Search by e-mail"
            placeholder="Search by e-mail"
            className="pl-9"
            value={term}
            onChange={(e) => {
              setTerm(e.target.value);
              if (e.target.value === '') setSearch('');
            }}
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      {search && (
        <p className="mt-3 text-sm text-muted-foreground" role="status">
          Showing rows for e-mails containing “{search}”.
        </p>
      )}
      <section className="mt-8" aria-labelledby="audit-subscriptions">
        <h2 id="audit-subscriptions" className="text-sm font-semibold">
          Subscription audit log
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted-foreground">
          {search ? 'Up to 100 rows of the matching users.' : 'The 50 most recent plan and status changes.'}
        </p>
        <SubscriptionAuditTable search={search} />
      </section>
      <section className="mt-10" aria-labelledby="audit-actions">
        <h2 id="audit-actions" className="text-sm font-semibold">
          Admin action log
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted-foreground">Who did what to whom, and when: every action taken in this console.</p>
        <AdminActionLogTable search={search} />
      </section>
    </>
  );
}
