import { Button, Stack, Text } from '@chakra-ui/react';
import { MAX_MESSAGE_TEMPLATES } from '@portal/schema';
import { Link as RouterLink } from 'react-router-dom';
import { useMessageTemplatesQuery } from '../../__generated__/graphql';
import { SettingsCard, SettingsCardAction } from '../../settings/SettingsCard';
import { SettingsList, SettingsRow } from '../../settings/SettingsList';
import { TEMPLATES } from './copy';

const firstLine = (content: string) => content.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';

/** The Message Templates section of /settings: the templates, an edit link each, and 'Add template'. */
export function MessageTemplatesCard() {
  const query = useMessageTemplatesQuery();
  const templates = query.data?.messageTemplates;
  const full = (templates?.length ?? 0) >= MAX_MESSAGE_TEMPLATES;

  return (
    <SettingsCard
      id="message-templates"
      title={TEMPLATES.sectionTitle}
      description={TEMPLATES.sectionDescription}
      action={
        templates && (
          <SettingsCardAction note={full && TEMPLATES.tooMany} noteId="message-templates-full">
            {full ? (
              <Button colorPalette="brand" disabled aria-describedby="message-templates-full">
                {TEMPLATES.add}
              </Button>
            ) : (
              <Button asChild colorPalette="brand">
                <RouterLink to="/settings/message-templates/add">{TEMPLATES.add}</RouterLink>
              </Button>
            )}
          </SettingsCardAction>
        )
      }
    >
      <SettingsList
        items={templates}
        query={query}
        loadingLabel="Loading message templates"
        empty={TEMPLATES.empty}
        label={TEMPLATES.sectionTitle}
      >
        {(template) => (
          <SettingsRow key={template.id}>
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
          </SettingsRow>
        )}
      </SettingsList>
    </SettingsCard>
  );
}
