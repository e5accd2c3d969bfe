import { PageHero } from '@/ui/page';

/** temp */
export function PrivacyPage() {
  return <PageHero eyebrow="X" title="PrivacyPage" />;
}
