import { HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { routes } from '@/config/routes';
import { creatorContent } from '@/content/creator.content';
import { CreatorLinkButtons } from '@/ui/creator-links';
import { FeatureCard } from '@/ui/feature-card';
import { BoltIcon, PlayIcon, ServerIcon, UsersIcon } from '@/ui/icons';
import { PageHero, PageSection } from '@/ui/page';
import { InternalButton } from '@/ui/router-link';

const sectionIcons = {
  founder: <UsersIcon />,
  projects: <ServerIcon />,
  streams: <PlayIcon />,
  updates: <BoltIcon />,
} as const;

/** Creator profile at /{slug}. */
export function CreatorPage() {
  const { hero, links, sections, cta } = creatorContent;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead}>
        <HStack gap="3" flexWrap="wrap" justify="center">
          <CreatorLinkButtons streamLabel={links.stream} websiteLabel={links.website} />
        </HStack>
      </PageHero>
      <PageSection>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {sections.map((section) => (
            <FeatureCard key={section.key} icon={sectionIcons[section.key]} title={section.title} headingLevel="h2">
              {section.text}
            </FeatureCard>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection title={cta.title} bg="bg.subtle">
        <Stack gap="4">
          <Text color="fg.muted">{cta.text}</Text>
          <HStack gap="3" flexWrap="wrap">
            <InternalButton to={routes.join} colorPalette="brand">
              {cta.join}
            </InternalButton>
            <InternalButton to={routes.news} variant="outline">
              {cta.news}
            </InternalButton>
          </HStack>
        </Stack>
      </PageSection>
    </>
  );
}
