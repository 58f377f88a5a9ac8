import { paths } from '@/lib/paths';

export const MARKETING_LINKS = [
  { label: 'About', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Blog', to: paths.blog },
] as const;
