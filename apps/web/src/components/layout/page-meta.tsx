import { PRODUCT_NAME } from '@tradeloom/domain';

/** React 19 hoists these tags into <head> while the page is mounted. */
export function PageMeta({ title, noindex = false, canonical }: { title?: string; noindex?: boolean; canonical?: string }) {
  return (
    <>
      {title && <title>{`${title} · ${PRODUCT_NAME}`}</title>}
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {canonical && <link rel="canonical" href={new URL(canonical, window.location.origin).href} />}
    </>
  );
}
