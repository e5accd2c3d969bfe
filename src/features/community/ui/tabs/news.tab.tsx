import { TeamNews } from '@/features/community/ui/team-news';

/** The News tab is the Team News screen (docs/product.md#team-news-news-and-the-community-tab-news), headings one level down under the community h1. */
export function NewsTab() {
  return <TeamNews variant="tab" />;
}
