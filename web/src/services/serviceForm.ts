import { serviceSchema } from '@portal/schema';
import type { ServiceInput } from '../__generated__/graphql';
import { validateWithYup } from '../forms/validateWithYup';
import { toMajorUnits, toMinorUnits } from '../properties/pricing/money';

/** What the service form holds: the price as typed, in major units ('25', '7.50'). */
export interface ServiceFormValues {
  title: string;
  price: string;
  description?: string | null;
  image?: string | null;
  terms?: string | null;
}

export const SERVICE_FIELDS = ['title', 'price', 'description', 'image', 'terms'] as const;

const toMinor = (values: Partial<ServiceFormValues>) => ({ ...values, price: toMinorUnits(values.price) });
const validateMinor = validateWithYup(serviceSchema);

/** The shared rules (spec §5 Service) on the price in minor units: 'Price cannot be less than 1:00' below 1.00. */
export const validateServiceForm = (values: Partial<ServiceFormValues>) => validateMinor(toMinor(values));

/** The mutation input; empty optional texts clear their field. */
export function toServiceInput(values: ServiceFormValues): ServiceInput {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    title: values.title.trim(),
    price: Number(toMinorUnits(values.price)),
    description: text(values.description),
    image: values.image || null,
    terms: text(values.terms),
  };
}

export function toServiceFormValues(service: {
  title: string;
  price: number;
  description: string | null;
  imageRef: string | null;
  terms: string | null;
}): ServiceFormValues {
  return {
    title: service.title,
    price: toMajorUnits(service.price),
    description: service.description,
    image: service.imageRef,
    terms: service.terms,
  };
}
