import { TeamNews } from '@/ui/team-news';

/** The News tab is the Team News screen (DESIGN §1), headings one level down under the community h1. */
export function NewsTab() {
  return <TeamNews variant="tab" />;
}
