/**
 * The new kind's dialog, as it would sit in the site's ui/ folder: its copy (in the site, cloudium.content.ts), its
 * fee (SERVICE_FEE_CENTS, which the type checker asks for), its form and its own field.
 */
import { TextField } from '@/ui/forms/form-fields';
import { serviceRequestDialog } from '@/features/cloudium/ui/service-request-dialog';
import { RELOCATION } from '../../../support/relocation-kind';
import { relocationRequestForm } from './relocation-request.schema';

export const relocationRequestDialog = serviceRequestDialog({
  name: 'relocation',
  kind: RELOCATION,
  offer: {
    card: {
      title: 'Server-Umzug',
      price: 'einmalig',
      text: 'Wir ziehen deinen Server von deinem bisherigen Anbieter zu Cloudium um.',
      fee: (fee) => `Umzug: ${fee}`,
      button: 'Umzug anfragen',
    },
    texts: {
      title: 'Server-Umzug anfragen',
      intro: 'Sag uns, wo dein Server heute läuft.',
      additionalInfo: 'Zusätzliche Infos (optional)',
      additionalPlaceholder: 'Spiel, Mods, Größe der Welt…',
      priceLabel: 'Umzug',
      priceValue: (fee) => `${fee} einmalig`,
    },
    feeCents: 1500,
  },
  form: relocationRequestForm,
  fields: ({ fields, submitting, change }) => (
    <TextField
      name="previousHost"
      label="Bisheriger Anbieter"
      required
      disabled={submitting}
      value={fields.previousHost}
      onValueChange={change('previousHost')}
    />
  ),
});
