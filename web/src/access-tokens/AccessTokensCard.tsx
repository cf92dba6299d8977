import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ACCESS_TOKEN_LIMITS, ACCESS_TOKEN_MESSAGES, MESSAGES } from '@portal/schema';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import {
  useAccessTokensQuery,
  useCreateAccessTokenMutation,
  useRevokeAccessTokenMutation,
} from '../__generated__/graphql';
import { addToCachedList } from '../apollo/addToCachedList';
import { evictObject } from '../apollo/evictRemoved';
import { violationsOf } from '../apollo/errors';
import { useFlash } from '../components/Flash/useFlash';
import { SettingsCard } from '../settings/SettingsCard';
import { SettingsList } from '../settings/SettingsList';
import { AccessTokenForm, toAccessTokenInput, type AccessTokenFormValues } from './AccessTokenForm';
import { AccessTokenRow } from './AccessTokenRow';
import { TOKENS } from './copy';
import { NewTokenSecret } from './NewTokenSecret';

/** Creates a token; the new one goes first in the cached list. Answers the secret. */
function useCreateToken() {
  const [mutate] = useCreateAccessTokenMutation();
  return async (values: AccessTokenFormValues) => {
    const { data } = await mutate({
      variables: { input: toAccessTokenInput(values) },
      update(cache, { data: answer }) {
        const created = answer?.createAccessToken.accessToken;
        if (!created) return;
        addToCachedList(cache, 'accessTokens', created, 'start');
      },
    });
    return data?.createAccessToken.token ?? null;
  };
}

/** Revokes a token and takes it out of the cache. */
function useRevokeToken() {
  const [mutate] = useRevokeAccessTokenMutation();
  return (id: string) => mutate({ variables: { id }, update: evictObject('AccessToken', id) });
}

/** Settings → API access (`#api-access`): the host's personal access tokens, a new one's secret shown once. */
export function AccessTokensCard() {
  const query = useAccessTokensQuery();
  const tokens = query.data?.accessTokens;
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useCreateToken();
  const revoke = useRevokeToken();
  const flash = useFlash();
  const full = (tokens?.length ?? 0) >= ACCESS_TOKEN_LIMITS.perUser;

  const submit = async (values: AccessTokenFormValues) => {
    try {
      setSecret(await create(values));
    } catch (failure) {
      const violations = violationsOf(failure);
      if (violations.length > 0)
        return Object.fromEntries(violations.map((v) => [v.propertyPath.replace(/\[\d+\]$/, ''), v.message]));
      return { [FORM_ERROR]: failure instanceof Error && failure.message ? failure.message : MESSAGES.genericError };
    }
    setCreating(false);
    return undefined;
  };

  return (
    <SettingsCard
      id="api-access"
      title={TOKENS.title}
      description={
        <>
          <Text color="fg.muted">{TOKENS.description}</Text>
          <Link href="/docs/api" colorPalette="brand" alignSelf="flex-start">
            {TOKENS.docsLink}
          </Link>
        </>
      }
      action={
        tokens &&
        !creating && (
          <Button colorPalette="brand" disabled={full} onClick={() => setCreating(true)}>
            {TOKENS.create}
          </Button>
        )
      }
    >
      <Stack gap="4">
        {full && <Text color="fg.muted">{TOKENS.full}</Text>}
        {secret && <NewTokenSecret secret={secret} onDone={() => setSecret(null)} />}
        {creating && (
          <Box borderWidth="thin" rounded="l2" p="4">
            <Heading as="h3" size="md" mb="3">
              {TOKENS.createTitle}
            </Heading>
            <AccessTokenForm onSubmit={submit} onCancel={() => setCreating(false)} />
          </Box>
        )}
        <SettingsList
          items={tokens}
          query={query}
          loadingLabel="Loading access tokens"
          empty={ACCESS_TOKEN_MESSAGES.empty}
          label={TOKENS.listLabel}
        >
          {(token) => (
            <AccessTokenRow
              key={token.id}
              token={token}
              onRevoke={async (id) => {
                await revoke(id);
                flash.show(ACCESS_TOKEN_MESSAGES.revoked);
              }}
            />
          )}
        </SettingsList>
      </Stack>
    </SettingsCard>
  );
}
