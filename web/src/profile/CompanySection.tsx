import { SimpleGrid } from '@chakra-ui/react';
import { companySchema, type CompanyValues } from '@portal/schema';
import { useMemo } from 'react';
import {
  CompanySection_UserFragmentDoc,
  useUpdateCompanyMutation,
  type CompanySection_UserFragment,
} from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { CheckboxField } from '../forms/CheckboxField';
import { FormActions } from '../forms/FormActions';
import { FormFrame } from '../forms/SchemaForm';
import { TextField } from '../forms/TextField';
import { useSubmitHandler } from '../forms/useSubmitHandler';
import { validateWithYup } from '../forms/validateWithYup';

const validate = validateWithYup<CompanyValues>(companySchema);
const FIELDS = [
  'isCompany',
  'companyName',
  'companyWebsite',
  'companyAddressHouseNameNumber',
  'companyAddressStreet',
  'companyAddressCity',
  'companyAddressPostcode',
  'companyAddressCountry',
  'companyMerchantName',
] as const;

/** The company profile (spec §5 Profile): shown and required when the account is a company. */
export function CompanySection(props: { user: FragmentRef<CompanySection_UserFragment> }) {
  const user = useFragmentData(CompanySection_UserFragmentDoc, props.user);
  const [mutate] = useUpdateCompanyMutation();
  const submit = useSubmitHandler(
    async (values: CompanyValues) => {
      const input = companySchema.cast(values);
      await mutate({ variables: { input: { ...input, isCompany: Boolean(input.isCompany) } } });
    },
    { fields: FIELDS },
  );
  const initialValues = useMemo(() => (user ? { ...user } : undefined), [user]);
  if (!user) return null;
  return (
    <FormFrame<CompanyValues>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues as Partial<CompanyValues>}
      label="Company profile"
      gap="5"
    >
      {({ submitting, values }) => (
        <>
          <CheckboxField name="isCompany">I let my listings as a company</CheckboxField>
          {values.isCompany && (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField name="companyName" label="Company name" autoComplete="organization" required />
              <TextField name="companyWebsite" label="Website" type="url" required />
              <TextField name="companyAddressHouseNameNumber" label="House name or number" required />
              <TextField name="companyAddressStreet" label="Street" required />
              <TextField name="companyAddressCity" label="Town or city" required />
              <TextField name="companyAddressPostcode" label="Postcode" required />
              <TextField name="companyAddressCountry" label="Country" required />
              <TextField name="companyMerchantName" label="Merchant name" required />
            </SimpleGrid>
          )}
          <FormActions submitting={submitting}>Save</FormActions>
        </>
      )}
    </FormFrame>
  );
}
