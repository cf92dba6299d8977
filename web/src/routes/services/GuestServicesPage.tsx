import { ServiceList } from '../../services/ServiceList';

/** `/services/guest`. */
export function GuestServicesPage() {
  return <ServiceList />;
}
