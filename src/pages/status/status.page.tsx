import { PageHero } from '@/ui/page';

/** temp */
export function StatusPage() {
  return <PageHero eyebrow="X" title="StatusPage" />;
}
