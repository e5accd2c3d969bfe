import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { site } from '@/config/site';
import { rulesContent } from '@/features/community/content/rules.content';
import { useAppSelector } from '@/store/hooks';
import { selectRules } from '@/features/community/store/community.slice';
import { ExternalLink } from '@/ui/external-link';
import { TabIntro } from '@/ui/page';

/** Regeln: §1 to §5, each with its title and text. */
export function RulesTab() {
  const rules = useAppSelector(selectRules);
  return (
    <Stack gap="6">
      <TabIntro title={rulesContent.title} intro={rulesContent.intro} />
      {/* The titles carry their own § numbers, so the list shows no extra markers. */}
      <Stack as="ol" gap="4" listStyleType="none">
        {rules.map((rule) => (
          <Card.Root as="li" key={rule.id} variant="outline" bg="bg.panel" borderColor="border.muted">
            <Card.Body gap="2">
              <Heading as="h3" size="lg">
                {rule.title}
              </Heading>
              <Text color="fg.muted" lineHeight="1.7">
                {rule.description}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
      <Text color="fg.muted">
        {rulesContent.termsText}{' '}
        <ExternalLink href={site.links.discordTerms} color="brand.fg" textDecoration="underline" showIcon>
          {rulesContent.termsLink}
        </ExternalLink>
      </Text>
    </Stack>
  );
}
