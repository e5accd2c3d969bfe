import { PageHero } from '@/ui/page';

/** Filled by the Community issue. */
export function CommunityPage() {
  return <PageHero eyebrow="Community" title="Unsere Community" />;
}
