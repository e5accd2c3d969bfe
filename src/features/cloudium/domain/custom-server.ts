/** The custom-server configurator's sliders (docs/product.md#validation): min, max, step and default of each. */
export interface SliderRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly defaultValue: number;
}

export type CustomSizeKey = 'vCores' | 'ramGb' | 'ssdGb';

export const CUSTOM_SLIDERS: Readonly<Record<CustomSizeKey, SliderRange>> = {
  vCores: { min: 1, max: 16, step: 1, defaultValue: 4 },
  ramGb: { min: 2, max: 64, step: 2, defaultValue: 8 },
  ssdGb: { min: 50, max: 500, step: 10, defaultValue: 100 },
};

/** True when a value is a whole step of the slider inside its range. */
export function isOnSlider(range: SliderRange, value: number): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max && (value - range.min) % range.step === 0;
}
