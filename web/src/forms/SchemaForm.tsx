import { Stack, type StackProps } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form, type FormProps, type FormRenderProps } from 'react-final-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { FormError } from './FormError';
import { validateWithYup } from './validateWithYup';

interface FormFrameProps<Values extends object> extends Omit<StackProps, 'children' | 'onSubmit'> {
  onSubmit: FormProps<Values>['onSubmit'];
  validate?: FormProps<Values>['validate'];
  initialValues?: FormProps<Values>['initialValues'];
  /** The form's accessible name. */
  label: string;
  /** The fields and the footer, under the form-level error. */
  children: (form: FormRenderProps<Values>) => ReactNode;
}

/**
 * A react-final-form form laid out as every form of the app is: the form-level error on top, then the fields, stacked
 * (the Stack props style the form itself). The browser's own validation is off: the `validate` messages show instead.
 * It lives beside SchemaForm, which builds on it: a module of its own would be one more chunk for the pages to load.
 */
export function FormFrame<Values extends object>({
  onSubmit,
  validate,
  initialValues,
  label,
  children,
  ...stack
}: FormFrameProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={(form) => (
        <Stack asChild {...stack}>
          <form noValidate onSubmit={form.handleSubmit} aria-label={label}>
            <FormError>{form.submitError as string | undefined}</FormError>
            {children(form)}
          </form>
        </Stack>
      )}
    />
  );
}

interface SchemaFormProps<Schema extends AnyObjectSchema> {
  /** Validates the values as they are typed and casts them on submit. */
  schema: Schema;
  initialValues?: Partial<InferType<Schema>>;
  onSubmit: (values: InferType<Schema>) => Promise<SubmissionErrors | void>;
  /** The form's accessible name. */
  label: string;
  /** The fields and the footer, under the form-level error. */
  children: (form: FormRenderProps<InferType<Schema>>) => ReactNode;
}

/** A react-final-form form checked by a yup schema: the form-level error on top, then the fields, stacked. */
export function SchemaForm<Schema extends AnyObjectSchema>({
  schema,
  initialValues,
  onSubmit,
  label,
  children,
}: SchemaFormProps<Schema>) {
  const validate = useMemo(() => validateWithYup<InferType<Schema>>(schema), [schema]);
  return (
    <FormFrame<InferType<Schema>>
      onSubmit={(values) => onSubmit(schema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      label={label}
      gap="5"
    >
      {children}
    </FormFrame>
  );
}
