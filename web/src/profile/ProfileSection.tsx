import { SimpleGrid } from '@chakra-ui/react';
import { profileSchema, type ProfileValues } from '@portal/schema';
import { useMemo } from 'react';
import { FormSpy } from 'react-final-form';
import {
  ProfileSection_UserFragmentDoc,
  useUpdateProfileMutation,
  type ProfileSection_UserFragment,
} from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { CheckboxField } from '../forms/CheckboxField';
import { FormActions } from '../forms/FormActions';
import { FormFrame } from '../forms/SchemaForm';
import { TextField } from '../forms/TextField';
import { useSubmitHandler } from '../forms/useSubmitHandler';
import { validateWithYup } from '../forms/validateWithYup';
import { useSession } from '../state/useSession';
import { EMAIL_CHANGED_NOTICE, leaveSignedOutNotice, PASSWORD_CHANGED_NOTICE } from './signedOutNotice';

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'plainPassword',
  'currentPassword',
  'acceptsMarketing',
  'addressHouseNameNumber',
  'addressStreet',
  'addressCity',
  'addressPostcode',
  'addressCountry',
  'language',
] as const;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Personal details (spec §5 Profile). Changing the email or password asks for the current password; saving either
 * signs out every session, this one included, so the user is taken to the login page with a message saying why.
 */
export function ProfileSection(props: { user: FragmentRef<ProfileSection_UserFragment> }) {
  const user = useFragmentData(ProfileSection_UserFragmentDoc, props.user);
  return user && <ProfileFields user={user} />;
}

function ProfileFields({ user }: { user: ProfileSection_UserFragment }) {
  const [mutate] = useUpdateProfileMutation();
  const { logout } = useSession();
  const validate = useMemo(
    () => validateWithYup<ProfileValues>(profileSchema, { currentEmail: user.email }),
    [user.email],
  );
  const submit = useSubmitHandler(
    async (values: ProfileValues) => {
      const input = profileSchema.cast(values, { context: { currentEmail: user.email } });
      await mutate({ variables: { input: { ...input, plainPassword: input.plainPassword ?? null } } });
      const emailChanged = !sameEmail(values.email, user.email);
      if (emailChanged || values.plainPassword) {
        leaveSignedOutNotice(emailChanged ? EMAIL_CHANGED_NOTICE : PASSWORD_CHANGED_NOTICE);
        logout();
      }
    },
    { fields: PROFILE_FIELDS },
  );
  const initialValues = useMemo<Partial<ProfileValues>>(
    () => ({
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone ?? '',
      acceptsMarketing: user.acceptsMarketing,
      addressHouseNameNumber: user.addressHouseNameNumber ?? '',
      addressStreet: user.addressStreet ?? '',
      addressCity: user.addressCity ?? '',
      addressPostcode: user.addressPostcode ?? '',
      addressCountry: user.addressCountry ?? '',
      language: user.language,
    }),
    [user],
  );
  return (
    <FormFrame<ProfileValues>
      onSubmit={submit}
      validate={validate}
      initialValues={initialValues}
      label="Personal details"
      gap="5"
    >
      {({ submitting }) => (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField name="firstName" label="First name" autoComplete="given-name" required />
            <TextField name="lastName" label="Last name" autoComplete="family-name" required />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
            <TextField name="addressHouseNameNumber" label="House name or number" required />
            <TextField name="addressStreet" label="Street" autoComplete="address-line1" required />
            <TextField name="addressCity" label="Town or city" autoComplete="address-level2" required />
            <TextField name="addressPostcode" label="Postcode" autoComplete="postal-code" required />
            <TextField name="addressCountry" label="Country" autoComplete="country-name" required />
            <TextField name="language" label="Language" required />
            <TextField
              name="plainPassword"
              label="New password"
              type="password"
              autoComplete="new-password"
              helperText="Leave empty to keep your current password."
            />
            <FormSpy<ProfileValues> subscription={{ values: true }}>
              {({ values }) =>
                (values.plainPassword || (values.email && !sameEmail(values.email, user.email))) && (
                  <TextField
                    name="currentPassword"
                    label="Current password"
                    type="password"
                    autoComplete="current-password"
                    helperText="Needed to change your email or password. You will be signed out everywhere."
                    required
                  />
                )
              }
            </FormSpy>
          </SimpleGrid>
          <CheckboxField name="acceptsMarketing">Send me news and offers by email</CheckboxField>
          <FormActions submitting={submitting}>Save</FormActions>
        </>
      )}
    </FormFrame>
  );
}
