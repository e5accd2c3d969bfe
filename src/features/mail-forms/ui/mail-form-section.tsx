import { SimpleGrid, type InputProps } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import type { MailFormValues } from '@/features/mail-forms/domain/mail-form-rules';
import type { MailFormMachine } from '@/features/mail-forms/machines/mail-form.machine';
import { CheckboxField, SelectField, TextAreaField, TextField, type SelectOption } from '@/ui/forms/form-fields';
import { MailFormFrame } from '@/features/mail-forms/ui/mail-form-frame';
import { MailSuccessDialog, type MailSuccessDialogProps } from '@/features/mail-forms/ui/mail-success-dialog';
import { useNeededOrIdle } from '@/ui/rendering/use-needed-or-idle';
import { useMailField, useMailForm, type MailFormFields } from '@/features/mail-forms/ui/use-mail-form';
import { PageSection } from '@/ui/page';

/** Names of the fields of V whose value has type T (text fields hold strings, checkboxes booleans). */
type FieldOf<V, T> = { [F in keyof V]-?: V[F] extends T ? F : never }[keyof V] & string;

interface FieldCommon<V> {
  readonly label: string;
  readonly required?: boolean;
  readonly hint?: string;
  /** The field is rendered only while this holds (the other-area text needs area 'other'). */
  readonly shownWhen?: (values: V) => boolean;
}

interface TextFieldSpec<V> extends FieldCommon<V> {
  readonly kind: 'text';
  readonly name: FieldOf<V, string>;
  readonly placeholder?: string;
  readonly autoComplete?: string;
  readonly inputMode?: InputProps['inputMode'];
  readonly type?: 'text' | 'url';
}

interface TextAreaFieldSpec<V> extends FieldCommon<V> {
  readonly kind: 'textarea';
  readonly name: FieldOf<V, string>;
  readonly placeholder?: string;
  readonly rows?: number;
}

interface SelectFieldSpec<V> extends FieldCommon<V> {
  readonly kind: 'select';
  readonly name: FieldOf<V, string>;
  readonly placeholder: string;
  readonly options: readonly SelectOption[];
  /** Turns the chosen option into the field's value, so an unknown option cannot reach the form state. */
  readonly toValue: (raw: string) => V[FieldOf<V, string>];
}

interface CheckboxFieldSpec<V> {
  readonly kind: 'checkbox';
  readonly name: FieldOf<V, boolean>;
  /** The consent text; it may contain a link. */
  readonly content: ReactNode;
  readonly shownWhen?: (values: V) => boolean;
}

export type MailFieldSpec<V> = TextFieldSpec<V> | TextAreaFieldSpec<V> | SelectFieldSpec<V> | CheckboxFieldSpec<V>;
/** One field a row, or a group of fields that stand side by side from md up. */
export type MailFieldRow<V> = MailFieldSpec<V> | readonly MailFieldSpec<V>[];

/** The copy a mail form section shows around its fields. */
export interface MailFormCopy {
  readonly formTitle: string;
  readonly formIntro: string;
  readonly submit: string;
  readonly dialogTitle: string;
  readonly dialogText: string;
}

interface MailFieldViewProps<V extends MailFormValues<V>> {
  readonly spec: MailFieldSpec<V>;
  readonly fields: MailFormFields<V>;
}

function MailFieldViewOf<V extends MailFormValues<V>>({ spec, fields }: MailFieldViewProps<V>) {
  const { value, error, shown } = useMailField(fields, spec.name, spec.shownWhen);
  if (!shown) return null;
  // The spec's name type already says which value type the field holds; the change event is typed per field.
  const change = (changed: string | boolean) => fields.change(spec.name, changed as V[typeof spec.name]);
  if (spec.kind === 'checkbox') {
    return (
      <CheckboxField name={spec.name} checked={value === true} onCheckedChange={change} error={error}>
        {spec.content}
      </CheckboxField>
    );
  }
  const frame = {
    name: spec.name,
    label: spec.label,
    required: spec.required,
    hint: spec.hint,
    value: String(value),
    error,
  };
  switch (spec.kind) {
    case 'select':
      return (
        <SelectField
          {...frame}
          options={spec.options}
          placeholder={spec.placeholder}
          onValueChange={(raw) => change(spec.toValue(raw))}
        />
      );
    case 'textarea':
      return <TextAreaField {...frame} placeholder={spec.placeholder} rows={spec.rows} onValueChange={change} />;
    case 'text':
      return (
        <TextField
          {...frame}
          placeholder={spec.placeholder}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          type={spec.type}
          onValueChange={change}
        />
      );
  }
}

/**
 * A field renders again only when its own value, message or visibility changes (useMailField), not when the form
 * around it does: memo keeps the form's renders (sending, the dialog) from reaching it. Its props, the spec and the
 * fields' access, stay the same for the form's life.
 */
const MailFieldView = memo(MailFieldViewOf) as typeof MailFieldViewOf;

function rowKey<V>(row: MailFieldRow<V>): string {
  return isGroup(row) ? row.map((spec) => spec.name).join('+') : row.name;
}

function isGroup<V>(row: MailFieldRow<V>): row is readonly MailFieldSpec<V>[] {
  return Array.isArray(row);
}

interface MailFormSectionProps<V extends MailFormValues<V>> {
  readonly machine: MailFormMachine<V>;
  /** Anchor id of the section; its heading (id + '-titel') names the form. */
  readonly id: string;
  readonly copy: MailFormCopy;
  readonly fields: readonly MailFieldRow<V>[];
  /** Top padding of the section, e.g. '0' when it follows another section directly. */
  readonly pt?: string;
}

/**
 * The success dialog, mounted once the page is interactive and idle, or when it opens: closed, it renders nothing but
 * mounts a portal and its machine (docs/performance.md#start-up). The wait
 * is this component's own state, so mounting the dialog at idle renders only the dialog, not the form's fields.
 */
function SuccessDialogWhenNeeded(props: MailSuccessDialogProps) {
  const mounted = useNeededOrIdle(props.open);
  return mounted ? <MailSuccessDialog {...props} /> : null;
}

/**
 * A mail form screen section: the machine with its browser side effects (useMailForm), the fields described as
 * data in their order, the submit frame and the success dialog. Both mail forms (docs/adr/0005-mail-hand-off.md) render
 * through it.
 */
export function MailFormSection<V extends MailFormValues<V>>({
  machine,
  id,
  copy,
  fields,
  pt,
}: MailFormSectionProps<V>) {
  const form = useMailForm(machine);
  return (
    <>
      <PageSection id={id} title={copy.formTitle} intro={copy.formIntro} pt={pt}>
        <MailFormFrame
          labelledBy={`${id}-titel`}
          submitLabel={copy.submit}
          submitting={form.submitting}
          onSubmit={form.submit}
        >
          {fields.map((row) =>
            isGroup(row) ? (
              <SimpleGrid key={rowKey(row)} columns={{ base: 1, md: 2 }} gap="6">
                {row.map((spec) => (
                  <MailFieldView key={spec.name} spec={spec} fields={form.fields} />
                ))}
              </SimpleGrid>
            ) : (
              <MailFieldView key={rowKey(row)} spec={row} fields={form.fields} />
            ),
          )}
        </MailFormFrame>
      </PageSection>
      <SuccessDialogWhenNeeded
        open={form.dialogOpen}
        onClose={form.closeDialog}
        title={copy.dialogTitle}
        text={copy.dialogText}
        mail={form.mail}
      />
    </>
  );
}
