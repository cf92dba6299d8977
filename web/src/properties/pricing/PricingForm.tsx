import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { InlineAlert } from '../../components/InlineAlert/InlineAlert';
import { FormActions } from '../../forms/FormActions';
import { FormError } from '../../forms/FormError';
import { NumberField } from './NumberField';
import { PricingBlock } from './PricingBlock';
import {
  PRICING_BLOCKS,
  PRICING_SAVE_FAILED,
  validatePricing,
  type PricingFieldSpec,
  type PricingFormValues,
} from './pricingForm';

export interface PricingFormProps {
  initialValues: PricingFormValues;
  /** The owner's currency symbol (£, €, $). */
  currencySymbol: string;
  /** The hint of the extra guest price, with the listing's guest counts when they are known. */
  extraGuestHint?: string;
  onSubmit: (values: PricingFormValues) => Promise<SubmissionErrors | void>;
  /** The seasonal rates list, shown in its block (it saves on its own, outside this form's Save). */
  seasonalRates?: (off: boolean) => ReactNode;
}

const UNIT_SUFFIX = { percent: '%', days: 'days', nights: 'nights', money: undefined } as const;

function PricingInput({
  field,
  off,
  currencySymbol,
  extraGuestHint,
}: {
  field: PricingFieldSpec;
  off: boolean;
  currencySymbol: string;
  extraGuestHint?: string;
}) {
  const money = field.unit === 'money';
  return (
    <NumberField
      name={field.name}
      label={field.label}
      prefix={money ? currencySymbol : undefined}
      suffix={UNIT_SUFFIX[field.unit]}
      helperText={field.name === 'extraGuestPrice' ? (extraGuestHint ?? field.hint) : field.hint}
      required={field.required}
      disabled={off}
      inputMode={money && field.name !== 'baseRate' ? 'decimal' : 'numeric'}
    />
  );
}

/**
 * Manage Pricing (spec §3, §4 Pricing blocks): one sub-card per block with its Enabled switch, and one Save.
 * Presentational: the section passes onSubmit, which answers the submit errors (violations on their fields).
 */
export function PricingForm({
  initialValues,
  currencySymbol,
  extraGuestHint,
  onSubmit,
  seasonalRates,
}: PricingFormProps) {
  return (
    <Form<PricingFormValues>
      onSubmit={onSubmit}
      validate={validatePricing}
      initialValues={initialValues}
      render={({
        handleSubmit,
        submitting,
        submitFailed,
        hasValidationErrors,
        hasSubmitErrors,
        dirtySinceLastSubmit,
        submitError,
      }) => {
        const failed = submitFailed && (hasValidationErrors || (hasSubmitErrors && !dirtySinceLastSubmit));
        return (
          <Stack asChild gap="4">
            <form noValidate onSubmit={handleSubmit} aria-label="Manage Pricing">
              {PRICING_BLOCKS.map((block) => (
                <PricingBlock
                  key={block.id}
                  id={block.id}
                  title={block.title}
                  description={block.description}
                  flag={block.flag}
                >
                  {(off) =>
                    block.id === 'seasonal' ? (
                      seasonalRates?.(off)
                    ) : (
                      <SimpleGrid columns={{ base: 1, sm: 2, lg: block.fields.length > 2 ? 3 : 2 }} gap="4">
                        {block.fields.map((field) => (
                          <PricingInput
                            key={field.name}
                            field={field}
                            off={off}
                            currencySymbol={currencySymbol}
                            extraGuestHint={extraGuestHint}
                          />
                        ))}
                      </SimpleGrid>
                    )
                  }
                </PricingBlock>
              ))}
              {failed && <InlineAlert>{PRICING_SAVE_FAILED}</InlineAlert>}
              {!dirtySinceLastSubmit && <FormError>{submitError as string | undefined}</FormError>}
              <FormActions submitting={submitting}>Save pricing</FormActions>
            </form>
          </Stack>
        );
      }}
    />
  );
}
