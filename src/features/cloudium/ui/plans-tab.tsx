import { Alert, Badge, Box, Button, Card, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { layoutContent } from '@/content/layout.content';
import { NoScriptNotice } from '@/ui/no-script-notice';
import { site } from '@/config/site';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import {
  BESTSELLER_PLAN,
  BESTSELLER_RIBBON,
  type HostingPlan,
} from '@/features/cloudium/content/cloudium-plans.content';
import { standardPlans } from '@/features/cloudium/domain/cloudium-pricing';
import { formatEuro } from '@/domain/money';
import type { RequestKind } from '@/features/cloudium/contract/webhook-contract';
import { ExternalLink } from '@/ui/external-link';
import { CheckIcon, InfoIcon } from '@/ui/icons';
import { StaticIsland } from '@/ui/rendering/static-island';
import { AfterPaint } from '@/ui/rendering/after-paint';
import { customRequestDialog } from './custom-request-dialog';
import { PlanFinder } from './plan-finder';
import { planChosen, planRequestDialog } from './plan-request-dialog';
import { useRequestDesk, type ServiceOffer } from './request-desk';
import { REQUEST_DIALOGS } from './request-dialogs';
import { useSwitchTab } from './tab-switch';
import { WaitingNotice } from './waiting-notice';
import { TabIntro } from '@/ui/page';

const copy = cloudiumContent.plans;

/** The dialogs of the services beyond the standard plans, each with its card. */
const SERVICES = REQUEST_DIALOGS.flatMap((dialog) => (dialog.offer ? [{ dialog, offer: dialog.offer }] : []));

/**
 * A request that waits for the connection shows where the visitor asked for it: a service's on its card (its dialog
 * closes after every attempt, and the visitor is back at the card), the others' above the plans and in their dialog.
 */
const SERVICE_KINDS = new Set(SERVICES.map(({ dialog }) => dialog.kind));
const PLAN_KINDS = [...new Set(REQUEST_DIALOGS.map((dialog) => dialog.kind))].filter(
  (kind) => !SERVICE_KINDS.has(kind),
);

interface PlansTabProps {
  plans: readonly HostingPlan[];
  /** Reference of the last accepted request, kept on screen after its toast is gone. */
  lastReference?: string | null;
}

/** The plans, the plan finder and the services; their buttons open the request dialogs at the page's desk. */
export function PlansTab({ plans, lastReference }: PlansTabProps) {
  const grid = standardPlans(plans);
  return (
    <Stack gap="10">
      <TabIntro title={copy.title} intro={copy.intro} />
      <NoScriptNotice>{layoutContent.noScript.requests}</NoScriptNotice>

      <Text role="status" data-testid="last-reference" color="green.300" fontWeight="medium" hidden={!lastReference}>
        {lastReference ? copy.lastReference(lastReference) : null}
      </Text>
      <WaitingNotice kinds={PLAN_KINDS} />

      <StaticIsland>
        <Alert.Root status="info" borderRadius="xl" variant="surface" colorPalette="brand">
          <Alert.Indicator>
            <InfoIcon />
          </Alert.Indicator>
          <Alert.Content gap="1">
            <Alert.Title fontWeight="semibold">{copy.membershipTitle}</Alert.Title>
            <Alert.Description>
              {copy.membershipText}{' '}
              <ExternalLink
                href={site.links.discordInvite}
                color="brand.fg"
                textDecoration="underline"
                fontWeight="medium"
              >
                {copy.membershipLink}
              </ExternalLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </StaticIsland>

      {/*
        A panel shown by a tap fills the screen with its intro and the note first. The finder, the cards and what
        follows them, below the screen's edge on a phone and on a desktop, render right after that frame
        (docs/rendering.md), in a task of their own when the panel is shown, so that the page's other
        parts after its first paint do not hold them back. The prerendered page and its hydration have them from the
        start.
      */}
      <AfterPaint rightAfterPaint>
        <PlanOffers grid={grid} />
      </AfterPaint>
    </Stack>
  );
}

/** The plan finder, the plan cards, the services beyond them and the way to the support tab. */
function PlanOffers({ grid }: { grid: readonly HostingPlan[] }) {
  const switchTab = useSwitchTab();
  const desk = useRequestDesk();
  const choosePlan = (plan: HostingPlan, intent?: string) => desk.open(planRequestDialog, planChosen(plan, intent));
  return (
    <>
      {grid.length === 0 ? null : (
        <PlanFinder
          plans={grid}
          onChoosePlan={choosePlan}
          onOpenCustom={(preset) => desk.open(customRequestDialog, preset)}
        />
      )}

      {grid.length === 0 ? (
        <Text role="status" color="fg.muted" textAlign="center" py="10">
          {copy.empty}
        </Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5" data-testid="plan-grid">
          {grid.map((plan) => (
            <PlanCard key={plan.name} plan={plan} onChoose={() => choosePlan(plan)} />
          ))}
        </SimpleGrid>
      )}

      <Stack as="section" gap="5" aria-labelledby="cloudium-individuell">
        <Heading as="h3" size="xl" id="cloudium-individuell">
          {copy.specialTitle}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {SERVICES.map(({ dialog, offer }) => (
            <SpecialCard key={dialog.name} offer={offer} kind={dialog.kind} onRequest={() => desk.open(dialog)} />
          ))}
        </SimpleGrid>
      </Stack>

      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="4">
        <Text color="fg.muted">{copy.individualText}</Text>
        <Button variant="outline" colorPalette="brand" onClick={() => switchTab('support')}>
          {copy.individualButton}
        </Button>
      </Stack>
    </>
  );
}

/**
 * A plan's features: plain items, styled from the list, with the styles Chakra's plain list gives its items and
 * indicators. As `List.Item` and `List.Indicator`, the 64 features were two styled components each, whose style
 * resolution was the largest single part of rendering the plans (docs/rendering.md).
 */
const featureListCss = {
  '& > li': { whiteSpace: 'normal', display: 'inline-flex', alignItems: 'flex-start' },
  '& > li > svg': {
    marginEnd: '2',
    minHeight: '1lh',
    flexShrink: 0,
    display: 'inline-block',
    verticalAlign: 'middle',
    color: 'green.400',
    mt: '0.5',
  },
} as const;

function PlanCard({ plan, onChoose }: { plan: HostingPlan; onChoose: () => void }) {
  const bestseller = plan.name === BESTSELLER_PLAN;
  return (
    <Card.Root
      as="li"
      position="relative"
      overflow="hidden"
      bg="bg.panel"
      borderWidth={bestseller ? '2px' : '1px'}
      borderColor={bestseller ? 'brand.solid' : 'border.muted'}
      data-plan={plan.name}
    >
      {bestseller ? (
        <Box
          position="absolute"
          top="0"
          insetEnd="0"
          bg="brand.solid"
          color="brand.contrast"
          fontSize="xs"
          fontWeight="bold"
          letterSpacing="wider"
          px="3"
          py="1"
          borderBottomStartRadius="lg"
          data-testid="bestseller-ribbon"
        >
          {BESTSELLER_RIBBON}
        </Box>
      ) : null}
      {/* Name, price and features only show; the button below is the card's one control. */}
      <StaticIsland>
        <Card.Header gap="2">
          <Heading as="h3" size="xl">
            {plan.name}
          </Heading>
          <Text>
            <Text as="span" fontSize="3xl" fontWeight="bold">
              {formatEuro(plan.priceCents)}
            </Text>{' '}
            <Text as="span" color="fg.muted">
              {copy.perMonth}
            </Text>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {copy.finalPrice}
          </Text>
        </Card.Header>
        <Card.Body>
          <List.Root gap="2" variant="plain" fontSize="sm" css={featureListCss}>
            {plan.features.map((feature) => (
              <li key={feature}>
                <CheckIcon />
                {feature}
              </li>
            ))}
          </List.Root>
        </Card.Body>
      </StaticIsland>
      <Card.Footer>
        <Button
          colorPalette="brand"
          variant={bestseller ? 'solid' : 'outline'}
          width="full"
          onClick={onChoose}
          aria-label={copy.chooseLabel(plan.name)}
        >
          {copy.choose}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

interface SpecialCardProps {
  offer: ServiceOffer;
  kind: RequestKind;
  onRequest: () => void;
}

/** A service beyond the standard plans (managed, custom): its texts and its fee are its offer's. */
function SpecialCard({ offer, kind, onRequest }: SpecialCardProps) {
  const { title, price, text, fee, button } = offer.card;
  return (
    <Card.Root layerStyle="panel">
      <StaticIsland>
        <Card.Header gap="1">
          <Heading as="h4" size="lg">
            {title}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
            {price}
          </Text>
        </Card.Header>
        <Card.Body gap="3">
          <Text color="fg.muted">{text}</Text>
          <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle" size="md" whiteSpace="normal">
            {fee(formatEuro(offer.feeCents))}
          </Badge>
        </Card.Body>
      </StaticIsland>
      <Card.Footer flexDirection="column" alignItems="flex-start" gap="3">
        <Button colorPalette="brand" onClick={onRequest}>
          {button}
        </Button>
        <WaitingNotice kinds={[kind]} />
      </Card.Footer>
    </Card.Root>
  );
}
