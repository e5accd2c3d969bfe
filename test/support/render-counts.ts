import type * as FormFieldsModule from '@/ui/forms/form-fields';

/**
 * Counted components for the tests that check what a tap renders (docs/performance.md#taps): a module as it is,
 * with some of its components calling `count` on each render. For a `jest.mock` factory, which runs before the test
 * file's imports: require this module inside the factory (jest.requireActual).
 */

/** The module at `path` with its component `name` counting its renders under that name. */
export function countedComponent<T extends Record<string, unknown>>(
  path: string,
  name: keyof T & string,
  count: (name: string) => void,
): T {
  const actual = jest.requireActual<T>(path);
  const Component = actual[name] as (props: object) => unknown;
  return {
    ...actual,
    [name]: (props: object) => {
      count(name);
      return Component(props);
    },
  };
}

/** The site's field kit, each field counting its renders under its `name` prop. */
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
