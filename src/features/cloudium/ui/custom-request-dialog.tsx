import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import type { HostingPlan } from '@/features/cloudium/content/cloudium-plans.content';
import { customRequestForm } from '@/features/cloudium/domain/custom-request.schema';
import { SERVICE_FEE_CENTS, cheapestFittingPlan } from '@/features/cloudium/domain/cloudium-pricing';
import { CUSTOM_SLIDERS, type CustomSizeKey } from '@/features/cloudium/domain/custom-server';
import { formatEuro } from '@/domain/money';
import { planChosen, planRequestDialog } from './plan-request-dialog';
import { useRequestDesk } from './request-desk';
import { serviceRequestDialog } from './service-request-dialog';
import { ValueSlider } from '@/features/cloudium/ui/value-slider';

const copy = cloudiumContent.dialogs;
const SIZE_KEYS: readonly CustomSizeKey[] = ['vCores', 'ramGb', 'ssdGb'];

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

interface PlanFitProps {
  /** The cheapest standard plan that covers the choice; none when no plan does. */
  fit: HostingPlan | null;
  disabled: boolean;
  /** Closes this dialog (in the click that opens the plan dialog). */
  onClose: () => void;
}

/**
 * Which standard plan would cover the chosen size, with a button that orders it instead: it closes this dialog and
 * opens the plan dialog for that plan (docs/product.md#cloudium-cloudium, Custom Server dialog).
 */
function PlanFit({ fit, disabled, onClose }: PlanFitProps) {
  const desk = useRequestDesk();
  const choose = (plan: HostingPlan) => {
    onClose();
    desk.open(planRequestDialog, planChosen(plan));
  };
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
            onClick={() => choose(fit)}
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

/** The Custom Server dialog: three sliders, and the standard plan that covers the choice. */
export const customRequestDialog = serviceRequestDialog({
  name: 'custom',
  kind: 'custom',
  offer: { card: cloudiumContent.plans.custom, texts: copy.custom, feeCents: SERVICE_FEE_CENTS.custom },
  form: customRequestForm,
  fields: ({ fields, submitting, change }, { actor, plans }) => (
    <>
      <Stack gap="5">
        {SIZE_KEYS.map((key) => (
          <SizeSlider key={key} sizeKey={key} value={fields[key]} disabled={submitting} onChange={change(key)} />
        ))}
      </Stack>
      <PlanFit
        fit={cheapestFittingPlan(plans, fields)}
        disabled={submitting}
        onClose={() => actor.send({ type: 'dialog.close' })}
      />
    </>
  ),
});
