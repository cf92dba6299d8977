import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { calendarProviderOf, calendarSchema } from '@portal/schema';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { FormError } from '../../forms/FormError';
import { TextField } from '../../forms/TextField';
import { validateWithYup } from '../../forms/validateWithYup';

/** The form's rules: @portal/schema's calendar rule for `url` (required; one of the supported portals). */
export const icalLinkSchema = calendarSchema.pick(['url']);

export interface IcalLinkValues {
  url: string;
}

export const ICAL_LINK_FIELDS = ['url'] as const;

const validate = validateWithYup<IcalLinkValues>(icalLinkSchema);

/** Add iCal Link (spec §5 Calendar URL). Presentational: the section passes onSubmit; the form empties on success. */
export function IcalLinkForm({ onSubmit }: { onSubmit: (values: IcalLinkValues) => Promise<SubmissionErrors | void> }) {
  return (
    <Form<IcalLinkValues>
      onSubmit={async (values, form) => {
        const errors = await onSubmit(values);
        if (!errors) setTimeout(() => form.restart());
        return errors ?? undefined;
      }}
      validate={validate}
      render={({ handleSubmit, submitting, submitError, values }) => {
        const provider = values.url ? calendarProviderOf(values.url) : null;
        return (
          <Stack asChild gap="3">
            <form noValidate onSubmit={handleSubmit} aria-label="Add iCal Link">
              <FormError>{submitError as string | undefined}</FormError>
              <Stack direction={{ base: 'column', md: 'row' }} align={{ base: 'stretch', md: 'flex-start' }} gap="3">
                <Box flex="1" w="full">
                  <TextField
                    name="url"
                    label="Calendar URL"
                    type="url"
                    inputMode="url"
                    autoComplete="off"
                    placeholder="https://www.airbnb.com/calendar/ical/…"
                    required
                    helperText={
                      provider
                        ? `${provider.name} calendar`
                        : 'The iCal export link of this listing on Airbnb, Booking.com, HomeAway or TripAdvisor.'
                    }
                  />
                </Box>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={submitting}
                  loadingText="Adding…"
                  mt={{ base: 0, md: '7' }}
                  alignSelf={{ base: 'flex-start', md: 'auto' }}
                  flexShrink={0}
                >
                  Add link
                </Button>
              </Stack>
              {provider && (
                <Text srOnly aria-live="polite">
                  {`Recognised: ${provider.name}`}
                </Text>
              )}
            </form>
          </Stack>
        );
      }}
    />
  );
}
