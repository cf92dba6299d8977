import { isIsoDate } from '@portal/schema';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isInstant = (value: string) =>
  DATE_TIME.test(value) && isIsoDate(value.slice(0, 10)) && !Number.isNaN(Date.parse(value));

/** A string scalar that only lets through values `isValid` accepts, in both directions (the SDL describes it). */
function stringScalar(name: string, isValid: (value: string) => boolean, example: string) {
  const check = (value: unknown): string => {
    if (typeof value === 'string' && isValid(value)) return value;
    throw new GraphQLError(`${name} must look like ${example}, got ${JSON.stringify(value)}`, {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  };
  return new GraphQLScalarType<string, string>({
    name,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast: ValueNode) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

/**
 * isIsoDate, remembered: a calendar answer serializes thousands of dates drawn from a few hundred distinct days, and
 * checking each by parsing was a visible share of its execution. Bounded: cleared when it holds MEMO_SIZE days.
 */
function rememberingValidDates(): (value: string) => boolean {
  const MEMO_SIZE = 10_000;
  const valid = new Set<string>();
  return (value) => {
    if (valid.has(value)) return true;
    if (!isIsoDate(value)) return false;
    if (valid.size >= MEMO_SIZE) valid.clear();
    valid.add(value);
    return true;
  };
}

export const DateScalar = stringScalar('Date', rememberingValidDates(), '2026-11-21');
export const DateTimeScalar = stringScalar('DateTime', isInstant, '2026-11-21T09:30:00.000Z');

/** An output-only array scalar: checked in one loop (no per-item completion), refused as an argument. */
function nightlyScalar<T>(name: string, isItem: (value: unknown) => value is T, example: string) {
  const serialize = (value: unknown): T[] => {
    if (Array.isArray(value) && value.every(isItem)) return value;
    throw new GraphQLError(`${name} must be an array like ${example}`);
  };
  const refuse = (): never => {
    throw new GraphQLError(`${name} is an output type only`, { extensions: { code: 'BAD_USER_INPUT' } });
  };
  return new GraphQLScalarType<T[], T[]>({ name, serialize, parseValue: refuse, parseLiteral: refuse });
}

const isNightlyInt = (value: unknown): value is number | null => value === null || Number.isInteger(value);
const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

export const NightlyIntsScalar = nightlyScalar('NightlyInts', isNightlyInt, '[12000, null, 14500]');
export const NightlyFlagsScalar = nightlyScalar('NightlyFlags', isFlag, '[false, true]');
