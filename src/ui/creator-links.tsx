import { site } from '@/config/site';
import { ExternalButton } from './external-link';

/** The creator's two links out, the streaming channel first (creator and about pages, each with its own labels). */
export function CreatorLinkButtons({ streamLabel, websiteLabel }: { streamLabel: string; websiteLabel: string }) {
  return (
    <>
      <ExternalButton href={site.links.streamingChannel} colorPalette="brand" size="lg">
        {streamLabel}
      </ExternalButton>
      <ExternalButton href={site.links.creatorWebsite} variant="outline" size="lg">
        {websiteLabel}
      </ExternalButton>
    </>
  );
}
