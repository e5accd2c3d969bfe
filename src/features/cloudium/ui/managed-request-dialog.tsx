import { cloudiumContent } from '@/features/cloudium/content/cloudium.content';
import { OTHER_GAME, supportedGames } from '@/features/cloudium/content/cloudium-games.content';
import { managedRequestForm } from '@/features/cloudium/domain/managed-request.schema';
import { SERVICE_FEE_CENTS } from '@/features/cloudium/domain/cloudium-pricing';
import { SelectField, TextField } from '@/ui/forms/form-fields';
import { serviceRequestDialog } from './service-request-dialog';

const copy = cloudiumContent.dialogs;
const GAME_OPTIONS = supportedGames.map((game) => ({ value: game.name, label: game.name }));

/** The Managed Game Hosting dialog: the game, and for 'Andere' its name. */
export const managedRequestDialog = serviceRequestDialog({
  name: 'managed',
  kind: 'managed',
  offer: { card: cloudiumContent.plans.managed, texts: copy.managed, feeCents: SERVICE_FEE_CENTS.managed },
  form: managedRequestForm,
  clearOnClose: true,
  fields: ({ fields, submitting, change }) => (
    <>
      <SelectField
        name="game"
        label={copy.managed.game}
        required
        disabled={submitting}
        placeholder={copy.managed.gamePlaceholder}
        options={GAME_OPTIONS}
        value={fields.game}
        onValueChange={change('game')}
      />
      {fields.game === OTHER_GAME ? (
        <TextField
          name="otherGame"
          label={copy.managed.otherGame}
          required
          disabled={submitting}
          value={fields.otherGame}
          onValueChange={change('otherGame')}
        />
      ) : null}
    </>
  ),
});
