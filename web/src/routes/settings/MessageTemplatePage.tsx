import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PAGES } from '../../copy';
import { MessageTemplateEditor } from '../../messages/templates/MessageTemplateEditor';

/** `/settings/message-templates/add` and `/settings/message-templates/{id}` (spec §2, §5 Message template). */
export function MessageTemplatePage({ screen }: { screen: 'add' | 'edit' }) {
  const { id } = useParams();
  const page = PAGES.messageTemplate;
  return (
    <>
      <PageHeader title={screen === 'add' ? page.addTitle : page.editTitle} />
      <MessageTemplateEditor key={id ?? 'add'} id={screen === 'edit' ? id : undefined} />
    </>
  );
}
