import { toViolations, type Violation } from '@portal/schema';
import { useId, useState, type FormEvent } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { failureMessage, violationsOf } from './client';

type Errors<Name extends string> = Partial<Record<Name | 'form', string>>;

/** The first message per field of a yup schema (the portal's shared rules), or none. */
function validate<Name extends string>(schema: AnyObjectSchema, values: Record<Name, string>): Errors<Name> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return byField(toViolations(error));
  }
}

function byField<Name extends string>(violations: readonly Violation[], fields?: readonly string[]): Errors<Name> {
  const errors: Record<string, string> = {};
  for (const { propertyPath, message } of violations) {
    const key = !fields || fields.includes(propertyPath) ? propertyPath : 'form';
    errors[key] = errors[key] && key === 'form' ? `${errors[key]} ${message}` : (errors[key] ?? message);
  }
  return errors as Errors<Name>;
}

/**
 * A small form of text fields checked with a yup schema of @portal/schema, as the host portal's forms behave: a
 * field's error shows once it was left (or on submit), the server's violations land on their fields until edited.
 */
export function useGuestForm<Name extends string>(
  schema: AnyObjectSchema,
  initial: Record<Name, string>,
  /** Resolves to a message for the whole form when the server refused without naming a field. */
  submit: (values: Record<Name, string>) => Promise<string | void>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors<Name>>({});
  const [submitting, setSubmitting] = useState(false);
  const fields = Object.keys(initial) as Name[];
  const errors = validate(schema, values);

  const errorOf = (name: Name) => (touched[name] ? (errors[name] ?? serverErrors[name]) : undefined);
  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _edited, ...rest }) => rest as Errors<Name>);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(Object.fromEntries(fields.map((name) => [name, true])) as Record<Name, boolean>);
    setServerErrors({});
    if (fields.some((name) => errors[name])) return;
    setSubmitting(true);
    try {
      const refusal = await submit(values);
      if (refusal) setServerErrors({ form: refusal } as Errors<Name>);
    } catch (error) {
      const violations = violationsOf(error);
      setServerErrors(
        violations.length > 0 ? byField(violations, fields) : ({ form: failureMessage(error) } as Errors<Name>),
      );
    } finally {
      setSubmitting(false);
    }
  }

  return { field, onSubmit, submitting, formError: serverErrors.form };
}

export function FormError({ children }: { children?: string | null }) {
  if (!children) return null;
  return (
    <p className="g-alert g-alert-error" role="alert">
      {children}
    </p>
  );
}

interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  type?: string;
  autoComplete?: string;
  helperText?: string;
}

/** A labelled text input with its helper text, or its error below it. */
export function TextField({
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  autoComplete,
  helperText,
}: TextFieldProps) {
  const id = useId();
  const note = error ?? helperText;
  return (
    <div className="g-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {note && (
        <span id={`${id}-note`} className={error ? 'g-field-error' : 'g-field-help'}>
          {note}
        </span>
      )}
    </div>
  );
}
