import { validationMessages } from '@/content/cloudium-messages.content';
import { CUSTOM_SLIDERS, isOnSlider, type CustomSizeKey } from './custom-server';
import { invalid, isBlank, valid, type Validation } from './request-validation';

export interface CustomRequestForm {
  readonly discordName: string;
  readonly vCores: number;
  readonly ramGb: number;
  readonly ssdGb: number;
  readonly additionalInfo: string;
}

export const DEFAULT_CUSTOM_FORM: CustomRequestForm = {
  discordName: '',
  vCores: CUSTOM_SLIDERS.vCores.defaultValue,
  ramGb: CUSTOM_SLIDERS.ramGb.defaultValue,
  ssdGb: CUSTOM_SLIDERS.ssdGb.defaultValue,
  additionalInfo: '',
};

export type CustomRequest = CustomRequestForm;

const SIZE_KEYS: readonly CustomSizeKey[] = ['vCores', 'ramGb', 'ssdGb'];

export function validateCustomRequest(form: CustomRequestForm): Validation<CustomRequest> {
  if (isBlank(form.discordName)) return invalid(validationMessages.discordNameRequired);
  if (SIZE_KEYS.some((key) => !isOnSlider(CUSTOM_SLIDERS[key], form[key]))) {
    return invalid(validationMessages.sizeOutOfRange);
  }
  return valid({ ...form, discordName: form.discordName.trim(), additionalInfo: form.additionalInfo.trim() });
}
