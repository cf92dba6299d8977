import type { Reference } from '@apollo/client';
import { Skeleton, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import {
  useDeleteMessageTemplateMutation,
  useMessageTemplateQuery,
  useSaveMessageTemplateMutation,
  type MessageTemplateQuery,
} from '../../__generated__/graphql';
import { addToCachedList } from '../../apollo/addToCachedList';
import { hasErrorCode } from '../../apollo/errors';
import { QueryErrorView } from '../../components/ErrorBoundary/QueryErrorView';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { DeleteEntryButton } from '../../components/DeleteButton/DeleteEntryButton';
import { NotFoundPanel } from '../../components/EmptyPanel/NotFoundPanel';
import { TEMPLATES, TEMPLATES_HREF } from './copy';
import { MessageTemplateForm } from './MessageTemplateForm';
import { MESSAGE_TEMPLATE_FIELDS, type MessageTemplateValues } from './messageTemplateSchema';

/** Saves a template; a new one is appended to the cached list of templates. */
function useSaveTemplate(id?: string) {
  const [mutate] = useSaveMessageTemplateMutation();
  return async (values: MessageTemplateValues) => {
    await mutate({
      variables: { id: id ?? null, name: values.name, content: values.content },
      update(cache, { data }) {
        const saved = data?.saveMessageTemplate;
        if (!saved || id) return;
        addToCachedList(cache, 'messageTemplates', saved);
      },
    });
  };
}

/** The add form (`id` absent) or the edit form of a message template; Save goes back to /settings. */
export function MessageTemplateEditor({ id }: { id?: string }) {
  if (!id) return <TemplateFormSection />;
  return <ExistingTemplate id={id} />;
}

type Template = NonNullable<MessageTemplateQuery['messageTemplate']>;

const isNotFound = (error: unknown) => hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'FORBIDDEN');

function ExistingTemplate({ id }: { id: string }) {
  const { data, loading, error, refetch } = useMessageTemplateQuery({ variables: { id } });
  const template = data?.messageTemplate;
  if (loading && !template) {
    return (
      <Stack gap="4" role="status" aria-label="Loading message template">
        <Skeleton h="10" />
        <Skeleton h="32" />
      </Stack>
    );
  }
  if (error && !template) {
    return isNotFound(error) ? <TemplateNotFound /> : <QueryErrorView error={error} onRetry={() => void refetch()} />;
  }
  if (!template) return <TemplateNotFound />;
  return <TemplateFormSection template={template} />;
}

function TemplateFormSection({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const save = useSaveTemplate(template?.id);
  const submit = useSubmitHandler(
    async (values: MessageTemplateValues) => {
      await save(values);
      void navigate(TEMPLATES_HREF);
    },
    { fields: MESSAGE_TEMPLATE_FIELDS },
  );
  return (
    <MessageTemplateForm
      initialValues={template ? { name: template.name, content: template.content } : undefined}
      onSubmit={submit}
      actions={template && <DeleteTemplate template={template} />}
    />
  );
}

function DeleteTemplate({ template }: { template: Template }) {
  const [mutate] = useDeleteMessageTemplateMutation();
  const remove = () =>
    mutate({
      variables: { id: template.id },
      update(cache) {
        const ref = cache.identify(template);
        cache.modify({
          fields: {
            messageTemplates: (existing: readonly Reference[] = [], { readField }) =>
              existing.filter((item) => readField('id', item) !== template.id),
          },
        });
        if (ref) cache.evict({ id: ref });
        cache.gc();
      },
    });
  return <DeleteEntryButton copy={TEMPLATES} name={template.name} onDelete={remove} then={TEMPLATES_HREF} />;
}

function TemplateNotFound() {
  return <NotFoundPanel copy={TEMPLATES} to={TEMPLATES_HREF} />;
}
