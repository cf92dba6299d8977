import { Alert, Stack, Switch, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import {
  NotificationsSection_SettingsFragmentDoc,
  useUpdateNotificationSettingsMutation,
  type NotificationsSection_SettingsFragment,
} from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { useFlash } from '../components/Flash/useFlash';
import { FormError } from '../forms/FormError';
import { SETTINGS } from './copy';

type Notice = 'offlineMessages' | 'channelBookings';

const NOTICES: { key: Notice; label: string; help: string }[] = [
  { key: 'offlineMessages', label: SETTINGS.offlineMessagesLabel, help: SETTINGS.offlineMessagesHelp },
  { key: 'channelBookings', label: SETTINGS.channelBookingsLabel, help: SETTINGS.channelBookingsHelp },
];

/** Settings' Notifications: each mail notice on or off, saved as soon as it is switched. */
export function NotificationsSection(props: { settings: FragmentRef<NotificationsSection_SettingsFragment> }) {
  const settings = useFragmentData(NotificationsSection_SettingsFragmentDoc, props.settings);
  const [mutate] = useUpdateNotificationSettingsMutation();
  const flash = useFlash();
  const [failed, setFailed] = useState(false);
  if (!settings) return null;

  const change = async (key: Notice, on: boolean, label: string) => {
    setFailed(false);
    try {
      await mutate({
        variables: { input: { [key]: on } },
        optimisticResponse: {
          __typename: 'Mutation',
          updateNotificationSettings: {
            __typename: 'NotificationSettings',
            id: settings.id,
            offlineMessages: settings.offlineMessages,
            channelBookings: settings.channelBookings,
            mailConfigured: settings.mailConfigured,
            [key]: on,
          },
        },
      });
      flash.show(SETTINGS.notificationSaved(label, on));
    } catch {
      setFailed(true);
    }
  };

  return (
    <Stack gap="5">
      {!settings.mailConfigured && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{SETTINGS.notificationsMailOff}</Alert.Description>
        </Alert.Root>
      )}
      <FormError>{failed ? SETTINGS.notificationFailed : undefined}</FormError>
      {NOTICES.map(({ key, label, help }) => (
        <NoticeSwitch
          key={key}
          label={label}
          help={help}
          checked={settings[key]}
          disabled={!settings.mailConfigured}
          onChange={(on) => void change(key, on, label)}
        />
      ))}
    </Stack>
  );
}

function NoticeSwitch({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  const helpId = useId();
  return (
    <Switch.Root
      colorPalette="brand"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      alignItems="flex-start"
      gap="4"
    >
      <Switch.HiddenInput aria-describedby={helpId} />
      <Switch.Control mt="0.5" flexShrink={0}>
        <Switch.Thumb />
      </Switch.Control>
      <Stack gap="0.5">
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        <Text id={helpId} color="fg.muted" textStyle="sm">
          {help}
        </Text>
      </Stack>
    </Switch.Root>
  );
}
