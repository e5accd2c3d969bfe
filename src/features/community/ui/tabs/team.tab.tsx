import { Avatar, Badge, Card, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { routes } from '@/config/routes';
import { TEAM_FOUNDER_JOIN_DATE, teamContent, type TeamMember } from '@/features/community/content/team.content';
import { useAppSelector } from '@/store/hooks';
import { selectSortedTeam } from '@/features/community/store/community.slice';
import { InternalButton } from '@/ui/router-link';
import { TabIntro } from '@/ui/page';

function JoinDate({ joinDate }: { joinDate: string }) {
  if (joinDate === TEAM_FOUNDER_JOIN_DATE) {
    // The sign alone means nothing to a screen reader.
    return (
      <>
        <span aria-hidden="true">{TEAM_FOUNDER_JOIN_DATE}</span>
        <VisuallyHidden>{teamContent.founderJoined}</VisuallyHidden>
      </>
    );
  }
  return <span>{joinDate}</span>;
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" borderColor="border.muted" data-testid="team-member">
      <Card.Body>
        <HStack gap="4" align="center">
          <Avatar.Root size="xl" colorPalette="brand" variant="solid" aria-hidden="true">
            <Avatar.Fallback>{member.initials}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="1" minW="0">
            <Heading as="h3" size="md">
              {member.name}
            </Heading>
            <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start" whiteSpace="normal">
              {member.role}
            </Badge>
            <Text color="fg.muted" fontSize="sm">
              {teamContent.joinedLabel} <JoinDate joinDate={member.joinDate} />
            </Text>
          </Stack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Team: the members sorted by role rank, then join date ('∞' first, unknown roles last). */
export function TeamTab() {
  const members = useAppSelector(selectSortedTeam);
  return (
    <Stack gap="6">
      <TabIntro title={teamContent.title} intro={teamContent.intro} />
      <SimpleGrid
        as="ul"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="4"
        listStyleType="none"
        aria-label={teamContent.listLabel}
      >
        {members.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </SimpleGrid>
      <HStack gap="4" flexWrap="wrap">
        <Text color="fg.muted">{teamContent.applyText}</Text>
        <InternalButton to={routes.application} variant="outline" size="sm">
          {teamContent.applyButton}
        </InternalButton>
      </HStack>
    </Stack>
  );
}
