import type * as FormFieldsModule from '@/ui/forms/form-fields';

/**
 * The site's field kit with each field counting its renders by its name, for a `jest.mock` of
 * '@/ui/forms/form-fields' in the tests that check what a key or a send renders (docs/performance.md, "Taps").
 * Require it inside the mock's factory: the factory runs before the test file's imports.
 */
export function countedFormFields(count: (name: string) => void): typeof FormFieldsModule {
  const actual = jest.requireActual<typeof FormFieldsModule>('@/ui/forms/form-fields');
  const counted =
    <P extends { name: string }, R>(render: (props: P) => R) =>
    (props: P): R => {
      count(props.name);
      return render(props);
    };
  return {
    ...actual,
    TextField: counted(actual.TextField),
    TextAreaField: counted(actual.TextAreaField),
    SelectField: counted(actual.SelectField),
    CheckboxField: counted(actual.CheckboxField),
  };
}
