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

const isValidDate = rememberingValidDates();
export const DateScalar = stringScalar('Date', isValidDate, '2026-11-21');
export const DateTimeScalar = stringScalar('DateTime', isInstant, '2026-11-21T09:30:00.000Z');

/** An output-only array scalar: checked in one loop (no per-item completion), refused as an argument. */
function outputArrayScalar<T>(name: string, isItem: (value: unknown) => value is T, example: string) {
  const serialize = (value: unknown): T[] => {
    if (Array.isArray(value) && value.every(isItem)) return value;
    throw new GraphQLError(`${name} must be an array like ${example}`);
  };
  const refuse = (): never => {
    throw new GraphQLError(`${name} is an output type only`, { extensions: { code: 'BAD_USER_INPUT' } });
  };
  return new GraphQLScalarType<T[], T[]>({ name, serialize, parseValue: refuse, parseLiteral: refuse });
}

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const isNullable = (isValue: (value: unknown) => boolean) => (value: unknown) => value === null || isValue(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/** An array whose items pass `checks`, one each, in order. */
const isTuple =
  <T>(...checks: ((value: unknown) => boolean)[]) =>
  (value: unknown): value is T =>
    Array.isArray(value) && value.length === checks.length && checks.every((check, index) => check(value[index]));

const isNights = (nights: unknown) => isCount(nights) && nights > 0;

type Run = [value: number | null, nights: number];
type FlagRun = [flag: boolean, nights: number];
type Bar = [string, string, number, string | null, string | null, 'cancelled' | 'conflict' | null];
const isStatus = (value: unknown) => value === null || value === 'cancelled' || value === 'conflict';

export const NightlyIntsScalar = outputArrayScalar(
  'NightlyInts',
  isTuple<Run>(isNullable(Number.isInteger), isNights),
  '[[12000, 4], [null, 1]]',
);
export const NightlyFlagsScalar = outputArrayScalar(
  'NightlyFlags',
  isTuple<FlagRun>((flag) => typeof flag === 'boolean', isNights),
  '[[false, 5], [true, 2]]',
);
export const CalendarBarsScalar = outputArrayScalar(
  'CalendarBars',
  isTuple<Bar>(
    isString,
    (date) => isString(date) && isValidDate(date),
    isCount,
    isNullable(isString),
    isNullable(isString),
    isStatus,
  ),
  '[["412", "2026-11-21", 3, "Ada Lovelace", null, null]]',
);
