import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { routes } from '@/config/routes';
import { site } from '@/config/site';
import { statusContent } from '@/content/status.content';
import { ExternalButton } from '@/ui/external-link';
import { CheckList } from '@/ui/check-list';
import { PageHero, PageSection } from '@/ui/page';
import { InternalButton } from '@/ui/router-link';

/** /status: a button to the external status page (new tab); the status data itself is external. */
export function StatusPage() {
  const { hero, button, monitored, help } = statusContent;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <ExternalButton href={site.links.statusPage} colorPalette="brand" size="xl">
          {button}
        </ExternalButton>
      </PageHero>
      <PageSection>
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
          <Card.Root variant="outline" bg="bg.panel" flex="1">
            <Card.Body gap="4">
              <Heading as="h2" size="lg">
                {monitored.title}
              </Heading>
              <CheckList items={monitored.items} itemColor="fg.muted" checkColor="green.300" />
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline" bg="bg.panel" flex="1">
            <Card.Body gap="4">
              <Heading as="h2" size="lg">
                {help.title}
              </Heading>
              <Text color="fg.muted">{help.text}</Text>
            </Card.Body>
            <Card.Footer>
              <InternalButton to={`${routes.cloudium}#support`} variant="outline">
                {help.button}
              </InternalButton>
            </Card.Footer>
          </Card.Root>
        </Stack>
      </PageSection>
    </>
  );
}
