import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SERVICES } from '../../services/copy';
import { ExistingServiceEditor, NewServiceEditor } from '../../services/ServiceEditor';

/** `/services/guest/add` and `/services/guest/{id}` (spec §5 Service). */
export function GuestServicePage({ screen }: { screen: 'add' | 'edit' }) {
  const { id } = useParams();
  return (
    <>
      <PageHeader title={screen === 'add' ? SERVICES.addTitle : SERVICES.editTitle} />
      {screen === 'edit' && id ? <ExistingServiceEditor key={id} id={id} /> : <NewServiceEditor />}
    </>
  );
}
