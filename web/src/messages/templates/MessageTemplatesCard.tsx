import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { MAX_MESSAGE_TEMPLATES } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useMessageTemplatesQuery } from '../../__generated__/graphql';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { TEMPLATES } from './copy';

const firstLine = (content: string) => content.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';

/** The Message Templates section of /settings: the templates, an edit link each, and 'Add template'. */
export function MessageTemplatesCard() {
  const { data, loading, error, refetch } = useMessageTemplatesQuery();
  const templates = data?.messageTemplates;
  const full = (templates?.length ?? 0) >= MAX_MESSAGE_TEMPLATES;

  return (
    <Box
      as="section"
      id="message-templates"
      aria-labelledby="message-templates-title"
      bg="bg.panel"
      borderWidth="thin"
      rounded="l3"
      shadow="card"
      p={{ base: '5', md: '6' }}
    >
      <HStack justify="space-between" align="flex-start" gap="4" wrap="wrap" mb="4">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="message-templates-title">
            {TEMPLATES.sectionTitle}
          </Heading>
          <Text color="fg.muted">{TEMPLATES.sectionDescription}</Text>
        </Stack>
        {templates && (
          <Stack gap="1" align="flex-end">
            {full ? (
              <Button colorPalette="brand" disabled aria-describedby="message-templates-full">
                {TEMPLATES.add}
              </Button>
            ) : (
              <Button asChild colorPalette="brand">
                <RouterLink to="/settings/message-templates/add">{TEMPLATES.add}</RouterLink>
              </Button>
            )}
            {full && (
              <Text id="message-templates-full" textStyle="sm" color="fg.muted">
                {TEMPLATES.tooMany}
              </Text>
            )}
          </Stack>
        )}
      </HStack>
      {loading && !templates ? (
        <Stack gap="3" role="status" aria-label="Loading message templates">
          <Skeleton h="12" />
          <Skeleton h="12" />
        </Stack>
      ) : error && !templates ? (
        <QueryErrorView error={error} onRetry={() => void refetch()} />
      ) : templates && templates.length === 0 ? (
        <Text color="fg.muted">{TEMPLATES.empty}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={TEMPLATES.sectionTitle}>
          {templates?.map((template) => (
            <HStack
              as="li"
              key={template.id}
              justify="space-between"
              gap="4"
              py="3"
              borderTopWidth="thin"
              _first={{ borderTopWidth: '0' }}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold">{template.name}</Text>
                <Text color="fg.muted" textStyle="sm" truncate>
                  {firstLine(template.content)}
                </Text>
              </Stack>
              <Button asChild variant="outline" size="sm" flexShrink={0}>
                <RouterLink to={`/settings/message-templates/${template.id}`} aria-label={`Edit ${template.name}`}>
                  {TEMPLATES.edit}
                </RouterLink>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
