import { Box, Card, Circle, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { site } from '@/config/site';
import { communityTabPath } from '@/features/community/content/community.content';
import { joinContent } from '@/features/community/content/join.content';
import { ExternalButton } from '@/ui/external-link';
import { CheckList } from '@/ui/check-list';
import { PageHero, PageSection } from '@/ui/page';
import { InternalLink } from '@/ui/router-link';
import { CopyInvite } from '../ui/copy-invite';

function Steps() {
  return (
    <Stack as="ol" gap="4" listStyleType="none">
      {joinContent.steps.map((step, index) => (
        <HStack as="li" key={step.title} align="flex-start" gap="4">
          <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" flexShrink={0} aria-hidden="true">
            {index + 1}
          </Circle>
          <Stack gap="1">
            <Heading as="h3" size="md">
              <Box as="span" srOnly>{`Schritt ${index + 1}: `}</Box>
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
            {index === 2 ? (
              <InternalLink to={communityTabPath('regeln')} color="brand.fg" fontWeight="semibold">
                {joinContent.rulesLink}
              </InternalLink>
            ) : null}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

function Benefits() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {joinContent.benefits.map((group) => (
        <Card.Root key={group.key} variant="outline" bg="bg.panel" borderColor="border.muted">
          <Card.Body gap="4">
            <Heading as="h3" size="lg">
              {group.title}
            </Heading>
            <CheckList items={group.items} itemColor="fg.muted" wrapping />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** /join: four steps, the invite link with copy button, the join button and the benefit lists. */
export function JoinPage() {
  const { invite } = joinContent;
  return (
    <>
      <PageHero eyebrow={joinContent.eyebrow} title={joinContent.title} lead={joinContent.lead}>
        <ExternalButton href={site.links.discordInvite} colorPalette="brand" size="lg">
          {invite.join}
        </ExternalButton>
      </PageHero>
      <PageSection title={joinContent.stepsTitle} id="schritte">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <Steps />
          <Card.Root variant="outline" bg="bg.panel" borderColor="brand.border">
            <Card.Body gap="5">
              <Heading as="h3" size="lg">
                {invite.title}
              </Heading>
              <CopyInvite link={site.links.discordInvite}>
                <ExternalButton href={site.links.discordInvite} colorPalette="brand">
                  {invite.join}
                </ExternalButton>
              </CopyInvite>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </PageSection>
      <PageSection title={joinContent.benefitsTitle} id="vorteile" bg="bg.subtle">
        <Benefits />
      </PageSection>
    </>
  );
}
