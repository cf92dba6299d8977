import { PendingPage } from '../../components/BeingBuilt/PendingPage';
import { PAGES } from '../../copy';

/** `/settings/message-templates/add` and `/settings/message-templates/{id}`. */
export function MessageTemplatePage({ screen }: { screen: 'add' | 'edit' }) {
  const page = PAGES.messageTemplate;
  return <PendingPage title={screen === 'add' ? page.addTitle : page.editTitle} text={page.pending} />;
}
