import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { routes } from '@/config/routes';
import { OFFLINE_PAGES_LIST_ID, OFFLINE_RETRY_LINK_ID, offlineContent } from '@/content/offline.content';
import { pageMeta, shortTitleOf } from '@/content/page-meta.content';
import { LinkButton } from '@/ui/link-button';
import { PageHero } from '@/ui/page';

/**
 * What the service worker answers for a page of the site that has not been visited while there is no connection
 * (docs/product.md, "Offline"). Served without scripts, so plain links: the worker fills the list with the pages that
 * are readable offline, copying its one item, and points "Erneut versuchen" at the address the visitor asked for.
 */
export function OfflinePage() {
  return (
    <PageHero eyebrow={offlineContent.eyebrow} title={offlineContent.title} lead={offlineContent.lead}>
      <Stack gap="4" align="center">
        <Heading as="h2" size="md">
          {offlineContent.readableHeading}
        </Heading>
        <List.Root id={OFFLINE_PAGES_LIST_ID} listStyle="none" gap="2" textAlign="center">
          <List.Item>
            <Link href={routes.home} color="brand.fg" textDecoration="underline">
              {shortTitleOf(pageMeta.home)}
            </Link>
          </List.Item>
        </List.Root>
        <Text color="fg.muted" data-offline-none hidden>
          {offlineContent.noneYet}
        </Text>
        <LinkButton colorPalette="brand" size="lg">
          <a id={OFFLINE_RETRY_LINK_ID} href={routes.home}>
            {offlineContent.retry}
          </a>
        </LinkButton>
      </Stack>
    </PageHero>
  );
}
