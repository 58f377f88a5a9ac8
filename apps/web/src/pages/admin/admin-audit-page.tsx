import { SearchIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { AdminActionLogTable, SubscriptionAuditTable } from '@/features/admin/components/audit-tables';
import { cn } from '@/lib/utils';

const TABS = [
  { id: 'subscriptions', label: 'Subscription log' },
  { id: 'actions', label: 'Admin actions' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export function AdminAuditPage() {
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<Tab>('subscriptions');

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
      <div role="tablist" aria-label="Audit logs" className="mt-6 inline-flex rounded-lg border bg-muted/40 p-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`audit-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`audit-panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              tab === t.id && 'bg-background text-foreground shadow-sm',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`audit-panel-${tab}`} aria-labelledby={`audit-tab-${tab}`} className="mt-4">
        {search && (
          <p className="mb-3 text-sm text-muted-foreground">
            Showing {tab === 'subscriptions' ? 'up to 100 rows' : 'actions'} for e-mails containing “{search}”.
          </p>
        )}
        {tab === 'subscriptions' ? <SubscriptionAuditTable search={search} /> : <AdminActionLogTable search={search} />}
      </div>
    </>
  );
}
