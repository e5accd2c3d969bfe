import { Checkbox, Field, Input, NativeSelect, Textarea, type InputProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * The one field kit of every form and dialog on the site. A required field is marked with Chakra's required
 * indicator and `required` (the forms set noValidate: their machines check and say what is missing, in German).
 * The outline's contrast lives in the Chakra system's recipes (src/ui/system.ts).
 *
 * Form fields with a visible label and the error under the field. Chakra's Field sets aria-invalid; the error
 * (or else the hint) is linked with aria-describedby, which every screen reader announces with the field
 * (Chakra 3.37 links the error only through aria-errormessage, which several screen readers ignore).
 */
interface Description {
  readonly hintId: string;
  readonly errorId: string;
  /** Value for the control's aria-describedby. */
  readonly describedBy: string | undefined;
}

function useDescription(error: string | undefined, hint: string | undefined): Description {
  const id = useId();
  const hintId = `${id}-hinweis`;
  const errorId = `${id}-fehler`;
  return { hintId, errorId, describedBy: error ? errorId : hint ? hintId : undefined };
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

function FieldFrame({ label, error, hint, required, disabled, description, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {hint && !error ? <Field.HelperText id={description.hintId}>{hint}</Field.HelperText> : null}
      <Field.ErrorText id={description.errorId}>{error}</Field.ErrorText>
    </Field.Root>
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
        aria-describedby={description.describedBy}
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
        aria-describedby={description.describedBy}
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
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-describedby={description.describedBy}
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
  return (
    <Field.Root invalid={Boolean(error)} required disabled={disabled}>
      <Checkbox.Root
        name={name}
        checked={checked}
        onCheckedChange={(details) => onCheckedChange(details.checked === true)}
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
      <Field.ErrorText id={description.errorId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}
