import { HStack, Slider, Text } from '@chakra-ui/react';

interface ValueSliderProps {
  label: string;
  name: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** The value as shown beside the label and read by screen readers ("12 Spieler", "8 GB"). */
  valueText: string;
  disabled?: boolean;
  onChange: (value: number) => void;
  testId: string;
}

/**
 * A labelled slider with its value shown beside the label and its range under it; arrow keys, Page Up/Down, Home
 * and End move it (the Custom Server sizes, the plan finder's players).
 */
export function ValueSlider(props: ValueSliderProps) {
  const { label, name, min, max, step, value, valueText, disabled, onChange, testId } = props;
  return (
    <Slider.Root
      min={min}
      max={max}
      step={step}
      value={[value]}
      disabled={disabled}
      colorPalette="brand"
      onValueChange={(details) => onChange(details.value[0] ?? value)}
      getAriaValueText={() => valueText}
      name={name}
      data-testid={`slider-${testId}`}
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Slider.ValueText fontWeight="semibold" data-testid={`slider-value-${testId}`}>
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
        <Text>{min}</Text>
        <Text>{max}</Text>
      </HStack>
    </Slider.Root>
  );
}
