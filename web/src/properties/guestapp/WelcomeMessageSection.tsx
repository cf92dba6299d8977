import { useMemo } from 'react';
import {
  useUpdateGuestAppMutation,
  type WelcomeMessageSection_PropertyFragment,
  WelcomeMessageSection_PropertyFragmentDoc,
} from '../../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../../apollo/fragments';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { WELCOME_MESSAGE_FIELDS, WelcomeMessageForm, type WelcomeMessageValues } from './WelcomeMessageForm';

/** Saves the welcome message fields of the Guest App. */
export function useUpdateWelcomeMessage() {
  const [mutate] = useUpdateGuestAppMutation();
  return async (id: string, values: WelcomeMessageValues) => {
    await mutate({
      variables: {
        id,
        input: {
          welcomeMessage: values.welcomeMessage ?? null,
          welcomeMessageYoutubeId: values.welcomeMessageYoutubeId ?? null,
          autoMessageEnabled: values.autoMessageEnabled ?? false,
          autoMessageContent: values.autoMessageContent ?? null,
        },
      },
    });
  };
}

export function WelcomeMessageSection(props: { property: FragmentRef<WelcomeMessageSection_PropertyFragment> }) {
  const property = useFragmentData(WelcomeMessageSection_PropertyFragmentDoc, props.property);
  return property && <WelcomeMessageSectionFields property={property} />;
}

function WelcomeMessageSectionFields({ property }: { property: WelcomeMessageSection_PropertyFragment }) {
  const updateWelcomeMessage = useUpdateWelcomeMessage();
  const submit = useSubmitHandler((values: WelcomeMessageValues) => updateWelcomeMessage(property.id, values), {
    fields: WELCOME_MESSAGE_FIELDS,
  });
  const initialValues = useMemo<Partial<WelcomeMessageValues>>(
    () => ({
      welcomeMessage: property.welcomeMessage,
      welcomeMessageYoutubeId: property.welcomeMessageYoutubeId,
      autoMessageEnabled: property.autoMessageEnabled,
      autoMessageContent: property.autoMessageContent,
    }),
    [property],
  );
  return <WelcomeMessageForm initialValues={initialValues} onSubmit={submit} />;
}
