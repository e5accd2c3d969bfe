import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { CUSTOM_SETUP_FEE_CENTS } from '@/config/business';
import { cheapestFittingPlan } from '@/features/cloudium/domain/cloudium-pricing';
import { CUSTOM_SLIDERS, type CustomSizeKey } from '@/features/cloudium/domain/custom-server';
import { formatEuro } from '@/domain/money';
import { customRequestMachine } from '@/features/cloudium/machines/custom-request.machine';
import { AdditionalInfoField, DiscordNameField, RequestDialog } from './request-dialog';
import { useRequestDialogFrame, useRequestFormActor } from './request-form-actor';
import { useActorState } from '@/ui/machine-actor';
import { ValueSlider } from '@/features/cloudium/ui/value-slider';

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

function SizeSlider({ sizeKey, value, disabled, onChange }: SizeSliderProps) {
  const range = CUSTOM_SLIDERS[sizeKey];
  return (
    <ValueSlider
      label={copy.custom[sizeKey]}
      name={sizeKey}
      min={range.min}
      max={range.max}
      step={range.step}
      value={value}
      valueText={copy.custom.valueText[sizeKey](value)}
      disabled={disabled}
      onChange={onChange}
      testId={sizeKey}
    />
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
