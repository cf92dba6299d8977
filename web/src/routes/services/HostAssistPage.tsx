import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SERVICES } from '../../services/copy';
import { HostAssist } from '../../services/HostAssist';

/** `/services/host-assist`. */
export function HostAssistPage() {
  return (
    <>
      <PageHeader title={SERVICES.hostAssistTitle} />
      <HostAssist />
    </>
  );
}
