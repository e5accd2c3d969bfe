import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ActorRefFrom } from 'xstate';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { cheapestFittingPlan } from '@/features/cloudium/domain/cloudium-pricing';
import { CUSTOM_SLIDERS, type CustomSizeKey } from '@/features/cloudium/domain/custom-server';
import { formatEuro } from '@/domain/money';
import { customRequestMachine } from '@/features/cloudium/machines/custom-request.machine';
import { useRequestFormActor } from './request-form-actor';
import { ServiceRequestDialog } from './service-request-dialog';
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

interface PlanFitProps {
  /** The cheapest standard plan that covers the choice; none when no plan does. */
  fit: HostingPlan | null;
  disabled: boolean;
  onChoosePlan: (plan: HostingPlan) => void;
}

/** Which standard plan would cover the chosen size, with a button that orders it instead. */
function PlanFit({ fit, disabled, onChoosePlan }: PlanFitProps) {
  return (
    <Box layerStyle="panel.sunken" borderRadius="lg" p="3" role="status" aria-live="polite" data-testid="plan-fit">
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
            disabled={disabled}
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
  );
}

export function CustomRequestDialog({ actor, plans, onChoosePlan }: CustomRequestDialogProps) {
  return (
    <ServiceRequestDialog service="custom" actor={actor}>
      {({ fields, submitting, change }) => (
        <>
          <Stack gap="5">
            {SIZE_KEYS.map((key) => (
              <SizeSlider key={key} sizeKey={key} value={fields[key]} disabled={submitting} onChange={change(key)} />
            ))}
          </Stack>
          <PlanFit fit={cheapestFittingPlan(plans, fields)} disabled={submitting} onChoosePlan={onChoosePlan} />
        </>
      )}
    </ServiceRequestDialog>
  );
}
