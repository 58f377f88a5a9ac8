import { StaticSitePage } from './static-site-page';

/** Served as static HTML by the server (src/site, decision 013); inside the app it loads that page. */
export const BlogPostPage = StaticSitePage;
