import { PageHero } from '@/ui/page';

/** temp */
export function CreatorPage() {
  return <PageHero eyebrow="X" title="CreatorPage" />;
}
