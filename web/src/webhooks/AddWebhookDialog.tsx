import { Button, Checkbox, Code, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { WEBHOOK_EVENTS, webhookEndpointSchema, type WebhookEndpointValues } from '@portal/schema';
import { useState } from 'react';
import { useField } from 'react-final-form';
import { useCreateWebhookEndpointMutation } from '../__generated__/graphql';
import { addToCachedList } from '../apollo/addToCachedList';
import { Dialog } from '../components/Dialog/Dialog';
import { fieldError } from '../forms/fieldError';
import { FormFrame } from '../forms/SchemaForm';
import { TextField } from '../forms/TextField';
import { useSubmitHandler } from '../forms/useSubmitHandler';
import { validateWithYup } from '../forms/validateWithYup';
import { EVENT_LABELS, WEBHOOKS } from './copy';

const validate = validateWithYup<WebhookEndpointValues>(webhookEndpointSchema);
const INITIAL: WebhookEndpointValues = { url: '', events: ['booking.created'] };

/** 'Add endpoint': the URL and the events; once created, the signing secret, shown this once. */
export function AddWebhookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [create] = useCreateWebhookEndpointMutation({
    update(cache, { data }) {
      const created = data?.createWebhookEndpoint.endpoint;
      if (!created) return;
      addToCachedList(cache, 'webhookEndpoints', created);
    },
  });
  const submit = useSubmitHandler(
    async (values: WebhookEndpointValues) => {
      const { data } = await create({ variables: { url: values.url.trim(), events: values.events } });
      setSecret(data?.createWebhookEndpoint.secret ?? null);
    },
    { fields: ['url', 'events'], flashMessage: 'Endpoint added' },
  );
  const close = () => {
    setSecret(null);
    onClose();
  };
  return (
    <Dialog title={secret ? WEBHOOKS.secretTitle : WEBHOOKS.addTitle} open={open} onClose={close}>
      {secret ? (
        <Stack gap="4">
          <Text color="fg.muted">{WEBHOOKS.secretHelp}</Text>
          <Code aria-label={WEBHOOKS.secretTitle} p="3" fontSize="sm" wordBreak="break-all" whiteSpace="normal">
            {secret}
          </Code>
          <HStack justify="flex-end">
            <Button colorPalette="brand" onClick={close}>
              {WEBHOOKS.done}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <FormFrame<WebhookEndpointValues>
          onSubmit={submit}
          validate={validate}
          initialValues={INITIAL}
          label={WEBHOOKS.addTitle}
          gap="5"
        >
          {({ submitting }) => (
            <>
              <TextField
                name="url"
                label={WEBHOOKS.urlLabel}
                placeholder="https://"
                inputMode="url"
                autoComplete="off"
                helperText={WEBHOOKS.urlHelp}
                required
              />
              <EventsField />
              <HStack justify="flex-end">
                <Button variant="outline" onClick={close} type="button">
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  {WEBHOOKS.create}
                </Button>
              </HStack>
            </>
          )}
        </FormFrame>
      )}
    </Dialog>
  );
}

/** The events to receive: one checkbox each, the field's value the list of those checked. */
function EventsField() {
  const { input, meta } = useField<string[]>('events');
  const error = fieldError(meta);
  const chosen = new Set(input.value || []);
  const toggle = (event: string, on: boolean) => {
    input.onChange(WEBHOOK_EVENTS.filter((name) => (name === event ? on : chosen.has(name))));
    input.onBlur();
  };
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend fontWeight="medium" textStyle="sm" color="fg">
        {WEBHOOKS.eventsLabel}
      </Fieldset.Legend>
      <Fieldset.Content mt="2" gap="2">
        {WEBHOOK_EVENTS.map((event) => (
          <Checkbox.Root
            key={event}
            colorPalette="brand"
            checked={chosen.has(event)}
            onCheckedChange={(details) => toggle(event, details.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              {EVENT_LABELS[event]}{' '}
              <Text as="span" color="fg.muted" textStyle="sm">
                ({event})
              </Text>
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Fieldset.Content>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
