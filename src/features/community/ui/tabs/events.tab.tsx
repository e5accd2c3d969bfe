import { Card, EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { site } from '@/config/site';
import { eventsContent } from '@/features/community/content/events.content';
import { useAppSelector } from '@/store/hooks';
import { selectEventsByDate } from '@/features/community/store/community.slice';
import { ExternalButton } from '@/ui/external-link';
import { CalendarIcon } from '@/ui/icons';
import { TabIntro } from '@/ui/page';

/** Machine-readable form of dd.mm.yyyy for <time dateTime>. */
function isoDate(germanDate: string): string | undefined {
  const [day, month, year] = germanDate.split('.');
  return day && month && year ? `${year}-${month}-${day}` : undefined;
}

function NoEvents() {
  return (
    <EmptyState.Root layerStyle="panel" borderRadius="xl">
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <CalendarIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="p">{eventsContent.emptyTitle}</EmptyState.Title>
          <EmptyState.Description maxW="md">{eventsContent.emptyText}</EmptyState.Description>
        </VStack>
        <ExternalButton href={site.links.discordInvite} colorPalette="brand">
          {eventsContent.emptyButton}
        </ExternalButton>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Events: the list (date, title, description), soonest first, or a clear empty state (the default). */
export function EventsTab() {
  const events = useAppSelector(selectEventsByDate);
  return (
    <Stack gap="6">
      <TabIntro title={eventsContent.title} intro={eventsContent.intro} />
      {events.length === 0 ? (
        <NoEvents />
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" aria-label={eventsContent.listLabel}>
          {events.map((event) => (
            <Card.Root as="li" key={event.id} variant="outline" bg="bg.panel" borderColor="border.muted">
              <Card.Body gap="2">
                <Text color="brand.fg" fontWeight="semibold" fontSize="sm">
                  <Text as="span" srOnly>
                    {eventsContent.dateLabel}:{' '}
                  </Text>
                  <time dateTime={isoDate(event.date)}>{event.date}</time>
                </Text>
                <Heading as="h3" size="lg">
                  {event.title}
                </Heading>
                <Text color="fg.muted">{event.description}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
