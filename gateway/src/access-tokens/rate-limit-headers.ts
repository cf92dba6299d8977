import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';

/** Copies the request's token budget onto the GraphQL answer. */
export const tokenBudgetHeaders: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const headers = contextValue.tokenBudget.headers;
        if (!headers) return;
        for (const [name, value] of Object.entries(headers)) response.http.headers.set(name, value);
      },
    };
  },
};
