import { Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import { useMemo, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import type { AnyObjectSchema, InferType } from 'yup';
import { FormError } from './FormError';
import { validateWithYup } from './validateWithYup';

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
    <Form<InferType<Schema>>
      onSubmit={(values) => onSubmit(schema.cast(values))}
      validate={validate}
      initialValues={initialValues}
      render={(form) => (
        <Stack asChild gap="5">
          <form noValidate onSubmit={form.handleSubmit} aria-label={label}>
            <FormError>{form.submitError as string | undefined}</FormError>
            {children(form)}
          </form>
        </Stack>
      )}
    />
  );
}
