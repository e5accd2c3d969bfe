import {
  Checkbox,
  chakra,
  Input,
  NativeSelect,
  Textarea,
  useSlotRecipe,
  type InputProps,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useId, useMemo, type ReactNode } from 'react';
import { afterPaint } from '../rendering/moments';

/**
 * The one field kit of every form and dialog on the site. A required field is marked with Chakra's required
 * indicator and `required` (the forms set noValidate: their machines check and say what is missing, in German).
 * The outline's contrast lives in the Chakra system's recipes (src/ui/system.ts).
 *
 * Form fields with a visible label and the error under the field. The control carries `aria-invalid`, and the error
 * (or else the hint) is linked with aria-describedby, which every screen reader announces with the field.
 *
 * The parts are plain elements styled by Chakra's field recipe, not Chakra's `Field` (Ark's field context): a field
 * that gets a message renders its control and the message, not its label (docs/performance.md#taps). Through
 * Ark's context every part of the field rendered again, and its error text, watched by a MutationObserver, rendered
 * the field a second time: the empty application rendered 198 components to show six messages.
 */
/**
 * After a submit with errors, focus goes to the form's first invalid field so keyboard users land on its message. It
 * moves after paint, once the messages are on screen (docs/performance.md#taps): focusing makes the browser style and
 * lay out the form again and scroll to the field, which before that paint held the messages back. Asked for before
 * the submit, so it also comes before the toast, which waits for the same paint.
 */
export function focusFirstInvalidAfterPaint(form: HTMLFormElement): void {
  afterPaint(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

interface Description {
  /** The control's id, which its label names. */
  readonly controlId: string;
  readonly hintId: string;
  readonly errorId: string;
  /** Value for the control's aria-describedby. */
  readonly describedBy: string | undefined;
}

function useDescription(error: string | undefined, hint: string | undefined): Description {
  const id = useId();
  const hintId = `${id}-hinweis`;
  const errorId = `${id}-fehler`;
  return { controlId: `${id}-feld`, hintId, errorId, describedBy: error ? errorId : hint ? hintId : undefined };
}

/** The field recipe's styles, the same for every field: computed once per recipe. */
function useFieldStyles() {
  const recipe = useSlotRecipe({ key: 'field' });
  return useMemo(() => recipe({}), [recipe]);
}

interface BaseFieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

interface FieldFrameProps extends BaseFieldProps {
  description: Description;
  children: ReactNode;
}

/** What every control of a field carries: its id, the state its label and outline show, and its description. */
function controlProps({ error, required, disabled, description }: Omit<FieldFrameProps, 'label' | 'children'>) {
  return {
    id: description.controlId,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': description.describedBy,
  } as const;
}

/** The field's message, under it, while there is one. */
function FieldError({ id, error, css }: { id: string; error: string | undefined; css: SystemStyleObject | undefined }) {
  if (!error) return null;
  return (
    <chakra.div id={id} aria-live="polite" css={css}>
      {error}
    </chakra.div>
  );
}

function FieldFrame({ label, error, hint, required, disabled, description, children }: FieldFrameProps) {
  const styles = useFieldStyles();
  // The same element while the label stays the same: a message that comes or goes renders the control and itself.
  const labelElement = useMemo(
    () => (
      <chakra.label
        htmlFor={description.controlId}
        css={styles.label}
        data-disabled={disabled ? '' : undefined}
        data-required={required ? '' : undefined}
      >
        {label}
        {required ? (
          <chakra.span aria-hidden="true" css={styles.requiredIndicator}>
            *
          </chakra.span>
        ) : null}
      </chakra.label>
    ),
    [description.controlId, label, required, disabled, styles],
  );
  return (
    <chakra.div role="group" css={styles.root} data-disabled={disabled ? '' : undefined}>
      {labelElement}
      {children}
      {hint && !error ? (
        <chakra.div id={description.hintId} css={styles.helperText}>
          {hint}
        </chakra.div>
      ) : null}
      <FieldError id={description.errorId} error={error} css={styles.errorText} />
    </chakra.div>
  );
}

interface TextFieldProps extends BaseFieldProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: InputProps['inputMode'];
  type?: 'text' | 'url' | 'email';
}

export function TextField({
  name,
  value,
  onValueChange,
  placeholder,
  autoComplete,
  inputMode,
  type,
  ...frame
}: TextFieldProps) {
  const description = useDescription(frame.error, frame.hint);
  return (
    <FieldFrame {...frame} description={description}>
      <Input
        {...controlProps({ ...frame, description })}
        name={name}
        type={type ?? 'text'}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends BaseFieldProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  rows?: number;
}

export function TextAreaField({ name, value, onValueChange, placeholder, rows = 5, ...frame }: TextAreaFieldProps) {
  const description = useDescription(frame.error, frame.hint);
  return (
    <FieldFrame {...frame} description={description}>
      <Textarea
        {...controlProps({ ...frame, description })}
        name={name}
        value={value}
        rows={rows}
        placeholder={placeholder}
        autoresize={false}
        onChange={(event) => onValueChange(event.currentTarget.value)}
      />
    </FieldFrame>
  );
}

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

interface SelectFieldProps extends BaseFieldProps {
  name: string;
  value: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; it cannot be chosen back. Without it, the first option is chosen at first. */
  placeholder?: string;
  onValueChange: (value: string) => void;
}

export function SelectField({ name, value, options, placeholder, onValueChange, ...frame }: SelectFieldProps) {
  const description = useDescription(frame.error, frame.hint);
  return (
    <FieldFrame {...frame} description={description}>
      <NativeSelect.Root disabled={frame.disabled} invalid={Boolean(frame.error)}>
        <NativeSelect.Field
          {...controlProps({ ...frame, description })}
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

interface CheckboxFieldProps {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** May contain a link (privacy policy). */
  children: ReactNode;
  error?: string;
  disabled?: boolean;
}

export function CheckboxField({ name, checked, onCheckedChange, children, error, disabled }: CheckboxFieldProps) {
  const description = useDescription(error, undefined);
  const styles = useFieldStyles();
  return (
    <chakra.div role="group" css={styles.root} data-disabled={disabled ? '' : undefined}>
      <Checkbox.Root
        name={name}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
        required
        invalid={Boolean(error)}
        disabled={disabled}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput aria-describedby={description.describedBy} />
        {/* A span, not Chakra's div: a label may hold only phrasing content (the HTML checker says so). */}
        <Checkbox.Control mt="0.5" asChild>
          <span>
            <Checkbox.Indicator />
          </span>
        </Checkbox.Control>
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      <FieldError id={description.errorId} error={error} css={styles.errorText} />
    </chakra.div>
  );
}
