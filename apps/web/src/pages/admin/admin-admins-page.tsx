import { useQuery } from '@tanstack/react-query';
import { ADMIN_USER_MESSAGES } from '@tradeloom/domain';
import { ShieldIcon, TerminalIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { adminAdminsQueryOptions } from '@/features/admin/api/admin-users';
import { AdminFailed } from '@/features/admin/components/admin-failed';
import { formatAdminDate } from '@/features/admin/components/admin-format';

export function AdminAdminsPage() {
  const query = useQuery(adminAdminsQueryOptions());
  return (
    <>
      <PageMeta title="Administrators" noindex />
      <PageHeader title="Administrators" description="Everyone with access to this console, newest first." />
      <aside className="mt-6 flex gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <TerminalIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 space-y-2">
          <p>Administrators are added and removed outside the app, on the server (the database console):</p>
          <pre className="overflow-x-auto rounded-md bg-background px-3 py-2 font-mono text-xs">
            {'npm run admin:add -- <email>\nnpm run admin:remove -- <email>'}
          </pre>
        </div>
      </aside>
      <div className="mt-6">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : query.isError ? (
          <AdminFailed error={query.error} retry={() => query.refetch()} />
        ) : query.data.admins.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed py-16 text-center">
            <ShieldIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="mt-3 font-medium">{ADMIN_USER_MESSAGES.noAdmins}</p>
          </div>
        ) : (
          <ul className="divide-y rounded-lg border bg-card" aria-label="Administrators">
            {query.data.admins.map((a) => (
              <li key={a.user_id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                <div className="min-w-0 flex-1">
                  <Link to={`/admin/users/${encodeURIComponent(a.user_id)}`} className="block truncate text-sm font-medium hover:underline">
                    {a.email ?? a.user_id}
                  </Link>
                  {a.full_name && <p className="truncate text-xs text-muted-foreground">{a.full_name}</p>}
                </div>
                <p className="text-xs whitespace-nowrap text-muted-foreground">Admin since {formatAdminDate(a.created_at)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
