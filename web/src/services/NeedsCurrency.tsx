import { EmptyPanel } from '../components/EmptyPanel/EmptyPanel';
import { SERVICES } from './copy';

/** Services are priced in the host's currency: until one is chosen, a link to Settings, Currency. */
export function NeedsCurrency() {
  return (
    <EmptyPanel
      title={SERVICES.currencyFirstTitle}
      body={SERVICES.currencyFirst}
      titleAs="h2"
      link={{ to: '/settings#currency', label: SERVICES.toSettings }}
      py="14"
    />
  );
}
