import { useQuery } from '@tanstack/react-query';
import { ADMIN_LIST_LIMITS, ADMIN_USER_MESSAGES, type AdminUserRow, planDisplayName } from '@tradeloom/domain';
import { ChevronRightIcon, SearchIcon, UsersIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { adminUserSearchQueryOptions } from '@/features/admin/api/admin-users';
import { AdminFailed } from '@/features/admin/components/admin-failed';
import { formatAdminDate } from '@/features/admin/components/admin-format';

/** Users: search by e-mail (the searched term stays in the URL, so coming back from a user keeps the results). */
export function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const searched = params.get('email') ?? '';
  const [term, setTerm] = useState(searched);
  // Back and forward between searches show the term searched.
  useEffect(() => setTerm(searched), [searched]);
  const query = useQuery(adminUserSearchQueryOptions(searched));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = term.trim();
    if (value) setParams({ email: value });
  };
  return (
    <>
      <PageMeta title="Users" noindex />
      <PageHeader title="Users" description="Search users by e-mail and review their plan, status and credits." />
      <form role="search" onSubmit={submit} className="mt-6 flex max-w-xl gap-2">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            type="search"
            aria-label="E-mail"
            placeholder={ADMIN_USER_MESSAGES.searchPlaceholder}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            className="pl-9"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <Button type="submit" disabled={term.trim() === ''}>
          Search
        </Button>
      </form>
      <div className="mt-6">
        {!searched ? (
          <EmptyState title="Find an account">
            Type part of an e-mail address: the match ignores case, and the {ADMIN_LIST_LIMITS.users} newest accounts are shown.
          </EmptyState>
        ) : query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : query.isError ? (
          <AdminFailed error={query.error} retry={() => query.refetch()} />
        ) : query.data.users.length === 0 ? (
          <EmptyState title={ADMIN_USER_MESSAGES.noUsers}>No account's e-mail contains “{searched}”.</EmptyState>
        ) : (
          <section aria-label="Users found" className="space-y-2">
            <p className="text-xs text-muted-foreground">
              {query.data.users.length === ADMIN_LIST_LIMITS.users
                ? `The ${ADMIN_LIST_LIMITS.users} newest matches; type more of the address to narrow them.`
                : `${query.data.users.length} ${query.data.users.length === 1 ? 'match' : 'matches'}, newest first`}
            </p>
            <ul className="divide-y overflow-hidden rounded-lg border bg-card">
              {query.data.users.map((u) => (
                <UserRow key={u.id} user={u} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}

function UserRow({ user }: { user: AdminUserRow }) {
  return (
    <li>
      <Link
        to={`/admin/users/${encodeURIComponent(user.id)}`}
        className="flex items-center gap-3 px-4 py-3 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none"
      >
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate text-sm font-medium">{user.email}</p>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            {user.full_name && <span className="mr-1 truncate">{user.full_name}</span>}
            {user.plan && <Badge variant="soft">{planDisplayName(user.plan)}</Badge>}
            {user.status && <Badge variant="outline">{user.status}</Badge>}
            {user.disabled && <Badge variant="destructive">Disabled</Badge>}
            {!user.email_verified && <Badge variant="secondary">Unverified</Badge>}
          </div>
        </div>
        <span className="hidden text-xs whitespace-nowrap text-muted-foreground sm:block">Joined {formatAdminDate(user.created_at)}</span>
        <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
    </li>
  );
}

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
      <UsersIcon className="size-8 text-muted-foreground" aria-hidden />
      <p className="mt-3 font-medium">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{children}</p>
    </div>
  );
}
