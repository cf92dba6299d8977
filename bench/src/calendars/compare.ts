import { webOperations } from '@portal/gateway';
import { loadTypeDefs } from '@portal/schema/sdl';
import {
  buildSchema,
  getNamedType,
  isLeafType,
  isObjectType,
  Kind,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { addDays, daysBetween } from '@portal/schema';
import type { Stack } from './stack.js';
import { takeTurns, timedGraphql, timedRest, type Sample } from '../turns.js';

export interface Span {
  from: string;
  to: string;
}

export interface Comparison {
  listings: number;
  rest: Sample[];
  /**
   * Each query with nothing changed between requests (the gateway revalidates its REST answer: a 304), and the
   * last one (the page's) again with one listing's rate changed before each request (REST answers in full).
   */
  gateways: { query: CalendarsQuery; afterChange: boolean; samples: Sample[] }[];
}

/** The fields of the SDL's type `name` that take no selection (scalars and enums), in the SDL's order. */
function leafFieldsOf(name: string): string[] {
  const type = buildSchema(loadTypeDefs().join('\n')).getType(name);
  if (!isObjectType(type)) throw new Error(`${name} is not an object type of the SDL`);
  return Object.values(type.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)))
    .map((field) => field.name);
}

/**
 * Every field of PropertyCalendar the REST answer carries: its leaves (the columns and the bars). The heavier
 * `bookings` (an object per stay, a field beyond the bars adding the full bookings' batched read) is left out.
 */
const FALLBACK_QUERY = /* GraphQL */ `
  query BenchPropertyCalendars($from: Date!, $to: Date!) {
    propertyCalendars(from: $from, to: $to) {
      ${leafFieldsOf('PropertyCalendar').join(' ')}
    }
  }
`;

export interface CalendarsQuery {
  /** What the rows of the table call it. */
  label: string;
  document: string;
  operationName: string | undefined;
}

const BARE: CalendarsQuery = {
  label: 'propertyCalendars, every field',
  document: FALLBACK_QUERY,
  operationName: 'BenchPropertyCalendars',
};

/**
 * The queries to time through the gateway: every field of PropertyCalendar (the REST answer's data, nothing more),
 * and the multi-property calendar page's own operation (web/src/calendars/multi/*.graphql, fragments included) when
 * it exists and takes just `$from` and `$to`.
 */
export async function calendarsQueries(): Promise<CalendarsQuery[]> {
  const page = webOperations().find(({ query }) => {
    const operation = parse(query).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    return (
      operation?.operation === 'query' &&
      operation.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === 'propertyCalendars',
      ) &&
      (operation.variableDefinitions ?? []).map((variable) => variable.variable.name.value).join() === 'from,to'
    );
  });
  if (!page) return [BARE];
  return [BARE, { label: `the /calendar page's ${page.name}`, document: page.query, operationName: page.name }];
}

/**
 * GET /property-calendars?view=columnar (what the gateway asks) straight from the REST API against the same data through the gateway (each of `queries`),
 * for every listing of the host whose `token` is given (`listings` of them), with the same client (Node's fetch,
 * keep-alive). The requests take turns and the one going first rotates every iteration, so machine noise hits all
 * alike. Bodies are read to the end and checked (row count, no GraphQL errors); the gateway's REST client counts
 * the calls each GraphQL request made (requests run one at a time, so the count is exact).
 */
export async function compare(
  stack: Stack,
  token: string,
  propertyIds: readonly number[],
  span: Span,
  queries: CalendarsQuery[],
  { warmup, iterations }: { warmup: number; iterations: number },
): Promise<Comparison> {
  const restUrl = new URL('/property-calendars', stack.api.url);
  restUrl.searchParams.set('from', span.from);
  restUrl.searchParams.set('to', span.to);
  restUrl.searchParams.set('view', 'columnar');
  const listings = propertyIds.length;
  const rest = timedRest(restUrl, token, listings);
  const gateway = (query: CalendarsQuery) =>
    timedGraphql(stack.gateway, token, {
      label: query.label,
      body: { query: query.document, operationName: query.operationName, variables: span },
      rows: (data: { propertyCalendars?: unknown[] }) => data.propertyCalendars?.length,
      expected: listings,
    });

  const page = queries.at(-1)!;
  const runs = [rest, ...queries.map(gateway), afterChange(stack, token, propertyIds, span, gateway(page))];
  const [restSamples = [], ...gatewaySamples] = await takeTurns(runs, { warmup, iterations });
  return {
    listings,
    rest: restSamples,
    gateways: [...queries, page].map((query, index) => ({
      query,
      afterChange: index === queries.length,
      samples: gatewaySamples[index] ?? [],
    })),
  };
}

/**
 * `timed` after a rate override on one night of one listing (untimed; the next listing and night each time), as a
 * host's edit before the calendar is read again: that listing's calendar version changes, so REST answers in full.
 */
function afterChange(
  stack: Stack,
  token: string,
  propertyIds: readonly number[],
  span: Span,
  timed: () => Promise<Sample>,
): () => Promise<Sample> {
  let turn = 0;
  return async () => {
    const id = propertyIds[turn % propertyIds.length]!;
    const night = addDays(span.from, turn % daysBetween(span.from, span.to));
    turn += 1;
    const response = await fetch(new URL(`/properties/${id}/manual-override/create`, stack.api.url), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ fromDate: night, toDate: night, rate: 10_000 + turn }),
    });
    if (response.status !== 200) throw new Error(`override: ${response.status} ${await response.text()}`);
    return timed();
  };
}
