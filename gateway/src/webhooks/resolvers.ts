import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers.js';
import { restId } from '../rest/iri.js';

/** Webhooks: thin adapters over /webhook-endpoints (the rules, the signing and the queue live in the API). */
export const Query: QueryResolvers = {
  webhookEndpoints: async (_parent, _args, { rest }) => (await rest.get('/webhook-endpoints'))['hydra:member'],
  webhookDeliveries: async (_parent, { endpointId }, { rest }) =>
    (await rest.get(`/webhook-endpoints/${restId(endpointId, 'WebhookEndpoint')}/deliveries`))['hydra:member'],
};

export const Mutation: MutationResolvers = {
  createWebhookEndpoint: async (_parent, { url, events }, { rest }) => {
    const { secret, ...endpoint } = await rest.post('/webhook-endpoints', { url, events });
    return { endpoint, secret };
  },
  deleteWebhookEndpoint: async (_parent, { id }, { rest }) => {
    await rest.delete(`/webhook-endpoints/${restId(id, 'WebhookEndpoint')}`);
    return id;
  },
  sendWebhookTestEvent: async (_parent, { id }, { rest }) => {
    const endpointId = restId(id, 'WebhookEndpoint');
    await rest.post(`/webhook-endpoints/${endpointId}/test`, {});
    const endpoints = (await rest.get('/webhook-endpoints'))['hydra:member'];
    return endpoints.find((endpoint) => endpoint.id === endpointId)!;
  },
};
