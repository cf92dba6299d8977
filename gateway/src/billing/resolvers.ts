import { PLANS, TRIAL_DAYS } from '@portal/schema';
import type { QueryResolvers } from '../__generated__/resolvers.js';

export const Query: QueryResolvers = {
  plans: () => PLANS.map((plan) => ({ ...plan, features: [...plan.features], trialDays: TRIAL_DAYS })),
};
