import { useQuery } from '@tanstack/react-query';
import { IMPORT_FORMAT_LABELS, IMPORT_SOURCE_LABELS } from '@tradeloom/domain';
import { FileUpIcon } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { PageMeta } from '@/components/layout/page-meta';
import { Spinner } from '@/components/ui/spinner';
import { adminImportsQueryOptions } from '@/features/admin/api/get-admin-imports';
import { AdminFailed } from '@/features/admin/components/admin-failed';
import { ImportStatusBadge } from '@/features/import/components/import-status-badge';
import { formatFileSize, formatImportDate, resultsSummary } from '@/features/import/utils/import-model';

export function AdminImportsPage() {
  const query = useQuery(adminImportsQueryOptions());
  const imports = query.data?.imports ?? [];
  return (
    <>
      <PageMeta title="Contact Imports" noindex />
      <PageHeader title="Contact Imports" description="Recent contact imports and their processing status." />
      <div className="mt-6">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : query.isError ? (
          <AdminFailed error={query.error} retry={() => query.refetch()} />
        ) : imports.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed py-16 text-center">
            <FileUpIcon className="size-8 text-muted-foreground" aria-hidden />
            <p className="mt-3 font-medium">No imports</p>
            <p className="mt-1 text-sm text-muted-foreground">Contact imports from every user appear here.</p>
          </div>
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[760px] text-sm">
              <caption className="sr-only">Contact imports, newest first</caption>
              <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    File
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    User
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Results
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Created
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Processed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {imports.map((item) => (
                  <tr key={item.id} className="align-top">
                    <td className="px-4 py-3">
                      <p className="max-w-56 truncate font-medium" title={item.file_name}>
                        {item.file_name}
                      </p>
                      <p className="text-xs whitespace-nowrap text-muted-foreground">
                        {item.results
                          ? IMPORT_SOURCE_LABELS[item.results.source]
                          : (IMPORT_FORMAT_LABELS[item.file_type as keyof typeof IMPORT_FORMAT_LABELS] ?? item.file_type)}{' '}
                        · {formatFileSize(item.file_size)}
                      </p>
                    </td>
                    <td className="px-4 py-3">
                      <p className="max-w-56 truncate">{item.user_email ?? item.user_id}</p>
                      {item.user_name && <p className="text-xs text-muted-foreground">{item.user_name}</p>}
                    </td>
                    <td className="px-4 py-3">
                      <ImportStatusBadge status={item.status} />
                    </td>
                    <td className="px-4 py-3 text-muted-foreground">
                      {item.status === 'pending' ? 'Waiting for the column mapping' : resultsSummary(item.results)}
                      {item.results?.failure && <p className="mt-1 text-xs text-destructive">{item.results.failure}</p>}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatImportDate(item.created_at)}</td>
                    <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                      {item.processed_at ? formatImportDate(item.processed_at) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
