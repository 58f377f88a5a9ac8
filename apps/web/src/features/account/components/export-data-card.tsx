import { DownloadIcon, FileDownIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Export my data (one of the spec's two unnamed Settings cards): the whole contact book as CSV or vCard.
 * `exportUrl` is the contacts feature's download link, given by the page.
 */
export function ExportDataCard({ exportUrl }: { exportUrl: (format: 'csv' | 'vcf') => string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileDownIcon className="size-4 text-primary" aria-hidden />
          Export my data
        </CardTitle>
        <CardDescription>
          Download every contact in your book, with companies, roles, locations, commodities and notes. CSV opens in any spreadsheet; vCard
          imports into phones and mail apps.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <a href={exportUrl('csv')} download>
            <DownloadIcon aria-hidden />
            Export contacts (CSV)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={exportUrl('vcf')} download>
            <DownloadIcon aria-hidden />
            Export contacts (vCard)
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
