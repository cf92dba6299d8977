import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CURRENCIES, MESSAGES } from '@portal/schema';
import { object, string } from 'yup';
import {
  CurrencySection_UserFragmentDoc,
  useSetCurrencyMutation,
  type Currency,
  type CurrencySection_UserFragment,
} from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { FormFrame } from '../forms/SchemaForm';
import { SelectField } from '../forms/SelectField';
import { useSubmitHandler } from '../forms/useSubmitHandler';
import { validateWithYup } from '../forms/validateWithYup';
import { CURRENCY_NAMES, SETTINGS } from './copy';

const schema = object({
  currency: string()
    .oneOf([...CURRENCIES])
    .required(MESSAGES.required),
});
const validate = validateWithYup<{ currency?: string }>(schema);
const OPTIONS = CURRENCIES.map((value) => ({ value, label: CURRENCY_NAMES[value] }));

/** Settings' Currency: gbp, eur, usd or cad, once ('Currency set'); after that it only shows. */
export function CurrencySection(props: { user: FragmentRef<CurrencySection_UserFragment> }) {
  const user = useFragmentData(CurrencySection_UserFragmentDoc, props.user);
  const [mutate] = useSetCurrencyMutation();
  const submit = useSubmitHandler(
    async ({ currency }: { currency: Currency }) => {
      await mutate({ variables: { currency } });
    },
    { fields: ['currency'], flashMessage: MESSAGES.currencySet },
  );
  if (!user) return null;
  if (user.currency) {
    return (
      <Stack gap="1">
        <Text fontWeight="semibold">{CURRENCY_NAMES[user.currency]}</Text>
        <Text color="fg.muted" textStyle="sm">
          {SETTINGS.currencyLocked}
        </Text>
      </Stack>
    );
  }
  return (
    <FormFrame<{ currency: Currency }>
      onSubmit={submit}
      validate={validate}
      label={SETTINGS.currencyTitle}
      gap="4"
      maxW="sm"
    >
      {({ submitting }) => (
        <>
          <SelectField
            name="currency"
            label={SETTINGS.currencyLabel}
            options={OPTIONS}
            placeholder="Choose…"
            required
          />
          <HStack>
            <Button type="submit" colorPalette="brand" loading={submitting}>
              {SETTINGS.setCurrency}
            </Button>
          </HStack>
        </>
      )}
    </FormFrame>
  );
}
