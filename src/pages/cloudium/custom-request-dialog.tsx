import { Box, Button, HStack, Slider, Stack, Text } from '@chakra-ui/react';
import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/content/cloudium.content';
import type { HostingPlan } from '@/content/cloudium-plans.content';
import { CUSTOM_SETUP_FEE_CENTS } from '@/config/business';
import { cheapestFittingPlan } from '@/domain/cloudium-pricing';
import { CUSTOM_SLIDERS, type CustomSizeKey } from '@/domain/custom-server';
import { formatEuro } from '@/domain/money';
import { customRequestMachine } from '@/machines/custom-request.machine';
import { AdditionalInfoField, DiscordNameField, RequestDialog } from './request-dialog';
import { useRequestDialogFrame, useRequestFormActor } from './request-form-actor';
import { useActorState } from '@/ui/machine-actor';

const copy = cloudiumContent.dialogs;
const SIZE_KEYS: readonly CustomSizeKey[] = ['vCores', 'ramGb', 'ssdGb'];

export type CustomRequestActor = ActorRefFrom<typeof customRequestMachine>;

export function useCustomRequestActor(): CustomRequestActor {
  return useRequestFormActor(customRequestMachine);
}

interface SizeSliderProps {
  sizeKey: CustomSizeKey;
  value: number;
  disabled: boolean;
  onChange: (value: number) => void;
}

/** A labelled slider with its value shown; arrow keys, Page Up/Down, Home and End move it. */
function SizeSlider({ sizeKey, value, disabled, onChange }: SizeSliderProps) {
  const range = CUSTOM_SLIDERS[sizeKey];
  const label = copy.custom[sizeKey];
  const valueText = `${value} ${copy.custom.unit[sizeKey]}`;
  return (
    <Slider.Root
      min={range.min}
      max={range.max}
      step={range.step}
      value={[value]}
      disabled={disabled}
      colorPalette="brand"
      onValueChange={(details) => onChange(details.value[0] ?? range.defaultValue)}
      getAriaValueText={() => valueText}
      name={sizeKey}
      data-testid={`slider-${sizeKey}`}
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Slider.ValueText fontWeight="semibold" data-testid={`slider-value-${sizeKey}`}>
          {valueText}
        </Slider.ValueText>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden="true">
        <Text>{range.min}</Text>
        <Text>{range.max}</Text>
      </HStack>
    </Slider.Root>
  );
}

interface CustomRequestDialogProps {
  actor: CustomRequestActor;
  plans: readonly HostingPlan[];
  /** Opens the plan request dialog for the plan that covers the choice (docs/product.md#cloudium-cloudium, Custom Server dialog). */
  onChoosePlan: (plan: HostingPlan) => void;
}

export function CustomRequestDialog({ actor, plans, onChoosePlan }: CustomRequestDialogProps) {
  const frame = useRequestDialogFrame(actor);
  const { submitting } = frame;
  const form = useActorState(actor, (state) => state.context.fields);
  const fit = cheapestFittingPlan(plans, form);
  return (
    <RequestDialog
      testId="custom-request-dialog"
      {...frame}
      title={copy.custom.title}
      intro={copy.custom.intro}
      price={{ label: copy.custom.priceLabel, value: copy.custom.priceValue(formatEuro(CUSTOM_SETUP_FEE_CENTS)) }}
    >
      <DiscordNameField
        disabled={submitting}
        value={form.discordName}
        onChange={(value) => actor.send({ type: 'field.change', field: 'discordName', value })}
      />
      <Stack gap="5">
        {SIZE_KEYS.map((key) => (
          <SizeSlider
            key={key}
            sizeKey={key}
            value={form[key]}
            disabled={submitting}
            onChange={(value) => actor.send({ type: 'field.change', field: key, value })}
          />
        ))}
      </Stack>
      <Box
        borderWidth="1px"
        borderColor="border.muted"
        borderRadius="lg"
        p="3"
        bg="bg.subtle"
        role="status"
        aria-live="polite"
        data-testid="plan-fit"
      >
        <Text fontWeight="semibold" fontSize="sm">
          {copy.custom.fitTitle}
        </Text>
        {fit ? (
          <Stack gap="2" mt="1">
            <Text fontSize="sm" color="fg.muted">
              {copy.custom.fitText(fit.name, formatEuro(fit.priceCents))}
            </Text>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              alignSelf="flex-start"
              disabled={submitting}
              onClick={() => onChoosePlan(fit)}
            >
              {copy.custom.fitButton(fit.name)}
            </Button>
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {copy.custom.fitNone}
          </Text>
        )}
      </Box>
      <AdditionalInfoField
        texts={copy.custom}
        disabled={submitting}
        value={form.additionalInfo}
        onChange={(value) => actor.send({ type: 'field.change', field: 'additionalInfo', value })}
      />
    </RequestDialog>
  );
}
