import { Heading, HStack, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { routes } from '@/config/routes';
import { communityContent, communityTabPath, communityTabs } from '@/features/community/content/community.content';
import { homeContent } from '@/content/home.content';
import { FeatureCard } from '@/ui/feature-card';
import { ArrowRightIcon, CalendarIcon, ChatIcon, UsersIcon } from '@/ui/icons';
import { InternalButton } from '@/ui/router-link';

/** The home page's three community cards, reused so both places say the same (docs/product.md#community-community). */
const cardIcons = { members: <UsersIcon />, events: <CalendarIcon />, exchange: <ChatIcon /> } as const;

const shortcutTabs = communityTabs.filter((tab) => tab.key !== 'uebersicht');

/** Übersicht: what the community is, the three cards, the join button and shortcuts to the other tabs. */
export function OverviewTab() {
  const { overview } = communityContent;
  return (
    <Stack gap="10">
      <Stack gap="4" maxW="3xl">
        <Heading as="h2" size={{ base: 'xl', md: '2xl' }}>
          {overview.title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {overview.text}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {homeContent.community.cards.map((card) => (
          <FeatureCard key={card.key} icon={cardIcons[card.key]} title={card.title}>
            {card.text}
          </FeatureCard>
        ))}
      </SimpleGrid>
      <HStack justify="center">
        <InternalButton to={routes.join} colorPalette="brand" size="lg">
          {overview.join}
        </InternalButton>
      </HStack>
      <Stack gap="4">
        <Heading as="h3" size="lg">
          {overview.shortcutsTitle}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" listStyleType="none">
          {shortcutTabs.map(({ key, label }) => (
            <LinkBox
              as="li"
              key={key}
              layerStyle="panel"
              borderRadius="lg"
              p="4"
              transition="border-color 0.2s"
              _hover={{ borderColor: 'brand.border' }}
            >
              <LinkOverlay asChild>
                <RouterLink to={communityTabPath(key)}>
                  <HStack justify="space-between" fontWeight="semibold">
                    <span>{label}</span>
                    <ArrowRightIcon />
                  </HStack>
                </RouterLink>
              </LinkOverlay>
              <Text color="fg.muted" fontSize="sm" mt="1">
                {overview.shortcuts[key]}
              </Text>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
