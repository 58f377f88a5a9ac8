import { useParams } from 'react-router';
import { SimplePage } from '@/features/marketing/components/simple-page';

function titleFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || 'Blog post';
}

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return <SimplePage eyebrow="Blog" title={titleFromSlug(slug)} description="This article is on its way." />;
}
