import { ADDRESS_PLACEHOLDERS, type SiteAddress, useSiteInfo } from './site-info.api';

/** One of the site's configured addresses as a mailto link; words in its place until it has loaded. */
export function SiteMailLink({ to }: { to: SiteAddress }) {
  const address = useSiteInfo()?.[to];
  return address ? <a href={`mailto:${address}`}>{address}</a> : <span>{ADDRESS_PLACEHOLDERS[to]}</span>;
}
