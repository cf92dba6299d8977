import type { ApolloCache, Reference } from '@apollo/client';
import { Skeleton, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import {
  ServiceEditor_ServiceFragmentDoc,
  useCreateServiceMutation,
  useGuestServiceQuery,
  useNewGuestServiceQuery,
  useRemoveServiceMutation,
  useUpdateServiceMutation,
  type ServiceEditor_ServiceFragment,
} from '../__generated__/graphql';
import { addToCachedList } from '../apollo/addToCachedList';
import { hasErrorCode } from '../apollo/errors';
import { useFragmentData, type FragmentRef } from '../apollo/fragments';
import { DeleteEntryButton } from '../components/DeleteButton/DeleteEntryButton';
import { QueryErrorView } from '../components/ErrorBoundary/QueryErrorView';
import { useSubmitHandler } from '../forms/useSubmitHandler';
import { useImageUpload } from '../properties/photos/uploadImage';
import { NotFoundPanel } from '../components/EmptyPanel/NotFoundPanel';
import { SERVICES, SERVICES_HREF } from './copy';
import { NeedsCurrency } from './NeedsCurrency';
import { ServiceForm } from './ServiceForm';
import { SERVICE_FIELDS, toServiceFormValues, toServiceInput, type ServiceFormValues } from './serviceForm';

function Loading() {
  return (
    <Stack gap="4" role="status" aria-label="Loading service">
      <Skeleton h="10" />
      <Skeleton h="10" />
      <Skeleton h="32" />
    </Stack>
  );
}

/** /services/guest/add: the form, once the host has a currency to price in. */
export function NewServiceEditor() {
  const { data, loading, error, refetch } = useNewGuestServiceQuery();
  if (loading && !data) return <Loading />;
  if (error && !data) return <QueryErrorView error={error} onRetry={() => void refetch()} />;
  if (!data?.me.currency) return <NeedsCurrency />;
  return <ServiceFormSection currencySymbol={data.me.currencySymbol} />;
}

/** /services/guest/{id}: the service's form and Delete. */
export function ExistingServiceEditor({ id }: { id: string }) {
  const { data, loading, error, refetch } = useGuestServiceQuery({ variables: { id } });
  const service = data?.service;
  if (loading && !data) return <Loading />;
  if (error && !service) {
    return hasErrorCode(error, 'NOT_FOUND') ? (
      <ServiceNotFound />
    ) : (
      <QueryErrorView error={error} onRetry={() => void refetch()} />
    );
  }
  if (!service) return <ServiceNotFound />;
  return <EditSection service={service} />;
}

function EditSection(props: { service: FragmentRef<ServiceEditor_ServiceFragment> }) {
  const service = useFragmentData(ServiceEditor_ServiceFragmentDoc, props.service);
  if (!service) return <ServiceNotFound />;
  return <ServiceFormSection service={service} currencySymbol={service.currencySymbol} />;
}

function ServiceFormSection({
  service,
  currencySymbol,
}: {
  service?: ServiceEditor_ServiceFragment;
  currencySymbol: string;
}) {
  const navigate = useNavigate();
  const upload = useImageUpload();
  const [create] = useCreateServiceMutation();
  const [update] = useUpdateServiceMutation();
  const submit = useSubmitHandler(
    async (values: ServiceFormValues) => {
      const input = toServiceInput(values);
      if (service) await update({ variables: { id: service.id, input } });
      else {
        await create({
          variables: { input },
          update(cache, { data }) {
            if (data?.createService) addToCachedList(cache, 'services', data.createService);
          },
        });
      }
      void navigate(SERVICES_HREF);
    },
    { fields: SERVICE_FIELDS, flashMessage: service ? undefined : SERVICES.added },
  );
  return (
    <ServiceForm
      initialValues={service ? toServiceFormValues(service) : undefined}
      currencySymbol={currencySymbol}
      savedImageUrl={service?.image?.mediumUrl ?? null}
      upload={upload}
      onSubmit={submit}
      actions={service && <DeleteService service={service} />}
    />
  );
}

/** Removes the service from the cache: the list, every listing's `serviceIds`, and the object itself. */
function forget(cache: ApolloCache, service: { __typename: 'Service'; id: string }) {
  cache.modify({
    fields: {
      services: (existing: readonly Reference[] = [], { readField }) =>
        existing.filter((ref) => readField('id', ref) !== service.id),
    },
  });
  for (const key of Object.keys(cache.extract() as object)) {
    if (!key.startsWith('Property:')) continue;
    cache.modify({
      id: key,
      fields: { serviceIds: (ids) => (Array.isArray(ids) ? ids.filter((id) => id !== service.id) : ids) },
    });
  }
  const ref = cache.identify(service);
  if (ref) cache.evict({ id: ref });
  cache.gc();
}

function DeleteService({ service }: { service: ServiceEditor_ServiceFragment }) {
  const [mutate] = useRemoveServiceMutation();
  return (
    <DeleteEntryButton
      copy={SERVICES}
      name={service.title}
      onDelete={() => mutate({ variables: { id: service.id }, update: (cache) => forget(cache, service) })}
      then={SERVICES_HREF}
    />
  );
}

function ServiceNotFound() {
  return <NotFoundPanel copy={SERVICES} to={SERVICES_HREF} />;
}
