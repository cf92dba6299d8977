import { Badge, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { AccessTokenRow_TokenFragmentDoc, type AccessTokenRow_TokenFragment } from '../__generated__/graphql';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { ConfirmDialog } from '../components/Dialog/ConfirmDialog';
import { ActionFailure } from '../components/ErrorBoundary/ActionError';
import { formatDateTime } from '../calendars/dates';
import { SettingsRow } from '../settings/SettingsList';
import { formatDate, TOKENS } from './copy';

/** One token of the list: name, scopes, dates, and Revoke behind a confirmation. */
export function AccessTokenRow(props: {
  token: FragmentRef<AccessTokenRow_TokenFragment>;
  onRevoke: (id: string) => Promise<unknown>;
}) {
  const token = useFragmentData(AccessTokenRow_TokenFragmentDoc, props.token);
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!token) return null;
  const expired =
    token.expiresAt !== null && token.expiresAt !== undefined && Date.parse(token.expiresAt) <= Date.now();

  const confirm = async () => {
    setRevoking(true);
    try {
      await props.onRevoke(token.id);
      setOpen(false);
    } catch (failure) {
      setError(failure);
    } finally {
      setRevoking(false);
    }
  };

  return (
    <SettingsRow align="flex-start">
      <Stack gap="1.5" minW="0">
        <HStack gap="2">
          <Text fontWeight="semibold">{token.name}</Text>
          {expired && <Badge colorPalette="red">{TOKENS.expired}</Badge>}
        </HStack>
        <Wrap gap="1.5">
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="outline" fontFamily="mono">
              {scope}
            </Badge>
          ))}
        </Wrap>
        <Text color="fg.muted" textStyle="sm">
          {TOKENS.created} {formatDate(token.createdAt)} ·{' '}
          {token.expiresAt
            ? `${expired ? TOKENS.expired : TOKENS.expires} ${formatDate(token.expiresAt)}`
            : TOKENS.noExpiry}{' '}
          · {token.lastUsedAt ? `${TOKENS.lastUsed} ${formatDateTime(token.lastUsedAt)}` : TOKENS.neverUsed}
        </Text>
      </Stack>
      <Button
        variant="outline"
        colorPalette="red"
        size="sm"
        flexShrink={0}
        aria-label={`${TOKENS.revoke} ${token.name}`}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {TOKENS.revoke}
      </Button>
      <ConfirmDialog
        open={open}
        title={TOKENS.revokeTitle}
        confirmLabel={TOKENS.revoke}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
        loading={revoking}
        error={error ? <ActionFailure error={error} /> : undefined}
      >
        {TOKENS.revokeBody(token.name)}
      </ConfirmDialog>
    </SettingsRow>
  );
}
