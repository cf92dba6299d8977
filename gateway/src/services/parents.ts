/** What removeService answers (a GraphQL payload, not a REST shape). */
export interface RemovedService {
  removedId: number;
}
