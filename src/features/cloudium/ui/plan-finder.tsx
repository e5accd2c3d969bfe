import { Box, Button, Card, chakra, Heading, HStack, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { FINDER_GAMES, FINDER_PLAYERS, type GameVariant } from '@/features/cloudium/content/finder-games.content';
import type { ServerSize } from '@/features/cloudium/domain/cloudium-pricing';
import { TAB_FRAGMENTS } from '@/features/cloudium/domain/cloudium-tabs';
import { formatEuro } from '@/domain/money';
import {
  finderGameLabel,
  finderIntent,
  hasVariants,
  type FinderChoice,
} from '@/features/cloudium/contract/finder-intent';
import { finderAddressMachine } from '@/features/cloudium/machines/finder-address.machine';
import {
  finderChoiceFromQuery,
  finderQuery,
  recommend,
  type Recommendation,
} from '@/features/cloudium/domain/plan-finder';
import { SelectField } from '@/ui/forms/form-fields';
import { ValueSlider } from '@/features/cloudium/ui/value-slider';
import { useActorState, useMachineActor } from '@/ui/machine-actor';

const copy = cloudiumContent.plans.finder;
const GAME_OPTIONS = FINDER_GAMES.map((game) => ({ value: game, label: game }));
const VARIANTS: readonly GameVariant[] = ['vanilla', 'modded'];

interface PlanFinderProps {
  plans: readonly HostingPlan[];
  /** Opens the plan's request dialog; `intent` is what the visitor asked ("Palworld, 12 Spieler"). */
  onChoosePlan: (plan: HostingPlan, intent: string) => void;
  /** Opens the Custom Server dialog with its sliders set to the need. */
  onOpenCustom: (preset: ServerSize) => void;
}

interface FinderState {
  /** What the finder shows: the visitor's latest choice at once. */
  readonly choice: FinderChoice;
  /** What the address holds: a slider's value once it rests. Screen readers hear this one. */
  readonly settled: FinderChoice;
  /** `pause`: the slider, written to the address once it rests; `now`: a select or radio. */
  readonly update: (choice: FinderChoice, write: 'now' | 'pause') => void;
}

/** The finder marks the address updates it makes itself, to tell them from a visitor's navigation. */
const FINDER_NAVIGATION = { finder: true } as const;

function isFinderNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'finder' in state;
}

/**
 * The finder's choice and its address, kept by finderAddressMachine. Hydration renders the defaults, as the
 * prerendered page does (the page is hydrated at the address it was rendered for, src/app/hydration.ts); the address
 * is read once the finder is mounted, and after every navigation, before the browser paints it. Reading it in an
 * effect, not in a render after hydration, spares the whole finder a render on a phone's critical path.
 */
function useFinderChoice(): FinderState {
  const { search, key, state } = useLocation();
  const navigate = useNavigate();
  const actor = useMachineActor(() =>
    finderAddressMachine.provide({
      actions: {
        // The finder is on the plans tab: its address names that tab, whatever fragment the page was opened with.
        writeAddress: ({ context }) =>
          void navigate(
            { search: finderQuery(context.shown), hash: TAB_FRAGMENTS.plans },
            { replace: true, preventScrollReset: true, state: FINDER_NAVIGATION },
          ),
      },
    }),
  );
  useLayoutEffect(() => {
    actor.send({ type: 'address.read', choice: finderChoiceFromQuery(search), own: isFinderNavigation(state) });
  }, [actor, key, search, state]);
  const choice = useActorState(actor, (snapshot) => snapshot.context.shown);
  const settled = useActorState(actor, (snapshot) => snapshot.context.settled);
  const update = (next: FinderChoice, write: 'now' | 'pause') =>
    actor.send({ type: write === 'now' ? 'choice.pick' : 'choice.slide', choice: next });
  return { choice, settled, update };
}

/** The one sentence that says why: "Palworld mit 12 Spielern braucht mindestens 16 GB RAM und 4 vCores." */
function reasonOf(choice: FinderChoice, { need }: Recommendation): string {
  return copy.reason(finderGameLabel(choice), choice.players, need.ramGb, need.vCores);
}

/** What a screen reader hears once the choice rests: the plan and price (or Custom Server) and why. */
function announcementOf(choice: FinderChoice, plans: readonly HostingPlan[]): string {
  const recommendation = recommend(choice, plans);
  if (!recommendation) return '';
  const reason = reasonOf(choice, recommendation);
  return recommendation.kind === 'plan'
    ? `${copy.resultTitle}: ${recommendation.plan.name}, ${formatEuro(recommendation.plan.priceCents)} ${cloudiumContent.plans.perMonth}. ${reason}`
    : `${copy.resultTitle}: ${cloudiumContent.plans.custom.title}. ${reason} ${copy.noPlan}`;
}

/**
 * Vanilla or with mods (Minecraft): two native radio buttons in a fieldset. Chakra's RadioGroup would add 2.7 KB
 * gzip to the Cloudium screen for the same keyboard and screen-reader behaviour. For the other games the row stays,
 * disabled: a shared link (?spiel=rust) would otherwise move everything below it once the page is interactive.
 */
function VariantChoice({
  game,
  value,
  onChange,
}: {
  game: string;
  value: GameVariant;
  onChange: (variant: GameVariant) => void;
}) {
  const applies = hasVariants(game);
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0" disabled={!applies}>
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {copy.variant}
        {applies ? null : (
          <Text as="span" fontWeight="normal" color="fg.muted">
            {' '}
            {copy.variantOnlyFor}
          </Text>
        )}
      </chakra.legend>
      <Stack direction="row" gap="6" opacity={applies ? 1 : 0.6}>
        {VARIANTS.map((variant) => (
          <HStack as="label" key={variant} gap="2" cursor={applies ? 'pointer' : 'not-allowed'} minH="6">
            <chakra.input
              type="radio"
              name="finder-variant"
              value={variant}
              checked={(applies ? value : 'vanilla') === variant}
              onChange={() => onChange(variant)}
              boxSize="4"
              accentColor="brand.solid"
              cursor="inherit"
            />
            <Text as="span">{copy.variants[variant]}</Text>
          </HStack>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

export function PlanFinder({ plans, onChoosePlan, onOpenCustom }: PlanFinderProps) {
  const { choice, settled, update } = useFinderChoice();
  const recommendation = recommend(choice, plans);
  return (
    <Card.Root
      as="section"
      aria-labelledby="paket-finder"
      bg="bg.panel"
      borderColor="brand.muted"
      data-testid="plan-finder"
    >
      <Card.Header gap="1">
        <Heading as="h3" size="xl" id="paket-finder">
          {copy.title}
        </Heading>
        <Text color="fg.muted">{copy.intro}</Text>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          <Stack gap="6">
            <SelectField
              label={copy.game}
              name="finder-game"
              value={choice.game}
              options={GAME_OPTIONS}
              onValueChange={(game) => update({ ...choice, game }, 'now')}
            />
            <VariantChoice
              game={choice.game}
              value={choice.variant}
              onChange={(variant) => update({ ...choice, variant }, 'now')}
            />
            <ValueSlider
              label={copy.players}
              name="finder-players"
              min={FINDER_PLAYERS.min}
              max={FINDER_PLAYERS.max}
              step={1}
              value={choice.players}
              valueText={copy.playersValue(choice.players)}
              onChange={(players) => update({ ...choice, players }, 'pause')}
              testId="players"
            />
          </Stack>
          {recommendation ? (
            <Stack gap="4" layerStyle="panel.sunken" borderRadius="xl" p="5" data-testid="finder-result">
              <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
                {announcementOf(settled, plans)}
              </VisuallyHidden>
              <Box aria-hidden="true">
                <Text fontSize="sm" color="fg.muted" fontWeight="medium">
                  {copy.resultTitle}
                </Text>
                {recommendation.kind === 'plan' ? (
                  <Text fontSize="3xl" fontWeight="bold" data-testid="finder-plan">
                    {recommendation.plan.name}{' '}
                    <Text as="span" fontSize="xl" fontWeight="semibold">
                      {formatEuro(recommendation.plan.priceCents)}
                    </Text>{' '}
                    <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                      {cloudiumContent.plans.perMonth}
                    </Text>
                  </Text>
                ) : (
                  <Text fontSize="2xl" fontWeight="bold" data-testid="finder-plan">
                    {cloudiumContent.plans.custom.title}
                  </Text>
                )}
                {/* Room for the longest sentence, so a game from the address (read after hydration) moves nothing. */}
                <Text mt="2" minH={{ base: '3lh', md: '2lh' }} data-testid="finder-reason">
                  {reasonOf(choice, recommendation)}
                </Text>
                {recommendation.kind === 'custom' ? (
                  <Text mt="2" color="fg.muted">
                    {copy.noPlan}
                  </Text>
                ) : null}
              </Box>
              {recommendation.kind === 'plan' ? (
                <Button
                  colorPalette="brand"
                  alignSelf="flex-start"
                  aria-label={copy.chooseLabel(recommendation.plan.name)}
                  onClick={() => onChoosePlan(recommendation.plan, finderIntent(choice))}
                >
                  {copy.choose}
                </Button>
              ) : (
                <Button colorPalette="brand" alignSelf="flex-start" onClick={() => onOpenCustom(recommendation.preset)}>
                  {copy.custom}
                </Button>
              )}
            </Stack>
          ) : null}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
