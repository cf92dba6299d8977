import type {
  MutationResolvers,
  PropertyResolvers,
  QueryResolvers,
  RemoveServicePayloadResolvers,
  ServiceResolvers,
} from '../__generated__/resolvers.js';
import type { GatewayContext } from '../context.js';
import { restId } from '../rest/iri.js';
import type { ServiceDto } from '@portal/contract';

function remember(context: GatewayContext, service: ServiceDto): ServiceDto {
  context.loaders.servicesById.prime(service.id, service);
  return service;
}

export const Query: QueryResolvers = {
  services: async (_parent, _args, context) => {
    const { 'hydra:member': services } = await context.rest.get('/services');
    return services.map((service) => remember(context, service));
  },
  service: (_parent, { id }, { loaders }) => loaders.servicesById.load(restId(id, 'Service')),
};

export const Mutation: MutationResolvers = {
  createService: async (_parent, { input }, context) => remember(context, await context.rest.post('/services', input)),
  updateService: async (_parent, { id, input }, context) => {
    const serviceId = restId(id, 'Service');
    context.loaders.servicesById.clear(serviceId);
    return remember(context, await context.rest.put(`/services/${serviceId}`, input));
  },
  removeService: async (_parent, { id }, context) => {
    const serviceId = restId(id, 'Service');
    await context.rest.delete(`/services/${serviceId}`);
    context.loaders.servicesById.clear(serviceId);
    context.loaders.propertiesById.clearAll(); // listings that offered it no longer do
    return { removedId: serviceId };
  },
};

export const Service: ServiceResolvers = {
  id: (service) => String(service.id),
  image: (service) => service.imageUrls,
  imageRef: (service) => service.image,
};

export const RemoveServicePayload: RemoveServicePayloadResolvers = {
  removedId: (removed) => String(removed.removedId),
};

/** `Property.services`: the listing's service ids, in its order, through one batched read. */
export const PropertyServices: Pick<PropertyResolvers, 'services'> = {
  services: async (property, _args, { loaders }) => {
    const loaded = await loaders.servicesById.loadMany(property.services);
    return loaded.filter((service): service is ServiceDto => !(service instanceof Error));
  },
};
