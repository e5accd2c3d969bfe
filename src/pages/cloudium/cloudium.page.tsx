import { PageHero } from '@/ui/page';

/** Filled by the Cloudium issue. */
export function CloudiumPage() {
  return <PageHero eyebrow="Cloudium" title="Premium Game-Server-Hosting" />;
}
