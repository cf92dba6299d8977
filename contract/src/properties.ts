import Type, { type Static, type TBoolean, type TSchema, type TString, type TUnsafe } from 'typebox';
import {
  boolean,
  collectionOf,
  collectionQuery,
  pageQuery,
  field,
  idList,
  imageSizesSchema,
  integer,
  iris,
  jsonLd,
  listingsDeltaOf,
  listingsReadHeaders,
  nullable,
  optionalText,
  orNull,
  recordId,
  text,
  textOf,
} from './common.js';
import { FIELD_NAMES, PROPERTY_FIELDS, type PropertyField, type StepImageField } from './property-fields.js';

type Fields = typeof PROPERTY_FIELDS;
type JsonValue<T> = T extends 'boolean' ? boolean : T extends 'string' ? string : number;

/** In an answer: booleans and the name are never null, every other field may be. */
type ItemFieldSchema<F extends PropertyField> = Fields[F][0] extends 'boolean'
  ? TBoolean
  : F extends 'name'
    ? TString
    : TUnsafe<JsonValue<Fields[F][0]> | null>;

/** `Object.fromEntries` loses the keys' types; the mapped type above states them (checked by the API's tests). */
function fieldSchemas<S extends Record<string, TSchema>>(make: (name: PropertyField) => TSchema): S {
  const entries = FIELD_NAMES.map((name) => [name, make(name)] as const);
  return Object.fromEntries(entries) as S;
}

const itemFields = fieldSchemas<{ [F in PropertyField]: ItemFieldSchema<F> }>((name) => {
  const [type] = PROPERTY_FIELDS[name];
  return type === 'boolean' || name === 'name' ? Type.Unsafe({ type }) : orNull(type);
});

const stepImageUrls = {
  checkInStep1ImageUrl: optionalText,
  checkInStep2ImageUrl: optionalText,
  checkInStep3ImageUrl: optionalText,
  checkOutStep1ImageUrl: optionalText,
  checkOutStep2ImageUrl: optionalText,
  checkOutStep3ImageUrl: optionalText,
} satisfies Record<`${StepImageField}Url`, TSchema>;

/** A recorded push of a listing to the channels (POST /properties/{id}/content|rad/push, GET /property-sync-logs). */
export const syncLogItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  property: text,
  kind: textOf<'content' | 'rad'>(),
  /** What the push was for, as the caller said (`pricing`, `photos` …). */
  changed: optionalText,
  outcome: text,
  /** The outcome in words. */
  detail: optionalText,
  createdAt: text,
});
export type PropertySyncLogDto = Static<typeof syncLogItemSchema>;

export const COMPLETENESS_SECTIONS = [
  'details',
  'address',
  'pricing',
  'bookingSettings',
  'photos',
  'calendars',
  'checkInOut',
] as const;
export const completenessSchema = Type.Object({
  details: boolean,
  address: boolean,
  pricing: boolean,
  bookingSettings: boolean,
  photos: boolean,
  calendars: boolean,
  checkInOut: boolean,
} satisfies Record<(typeof COMPLETENESS_SECTIONS)[number], TBoolean>);
export type PropertyCompletenessDto = Static<typeof completenessSchema>;

export const channelSchema = Type.Object({ ota: text, active: boolean });
export type PropertyChannelDto = Static<typeof channelSchema>;

/** The Property item of spec §3 (GET /properties/{id}, members of GET /properties). Money in the owner's minor units. */
export const propertyItemSchema = Type.Object({
  ...jsonLd,
  id: integer,
  ...itemFields,
  isActive: boolean,
  /** Ids of the offered guest services. */
  services: Type.Array(integer),
  /** The browser URL of each step image (a photo's medium size, or the uploaded file). */
  ...stepImageUrls,
  /** The cover photo's sizes: the main photo, else the first. */
  image: nullable(imageSizesSchema),
  /** IRIs of the sub-resources. */
  images: iris,
  bedrooms: iris,
  amenities: optionalText,
  seasonalRates: iris,
  calendars: iris,
  channels: Type.Array(channelSchema),
  /** The secret iCal export feed; null without a token. */
  icalExportUrl: optionalText,
  completeness: completenessSchema,
  /** When the newest push was recorded. */
  lastSyncedAt: optionalText,
  lastPush: nullable(syncLogItemSchema),
  owner: Type.Object({ ...jsonLd, id: integer, currency: optionalText }),
  createdAt: text,
  updatedAt: text,
});
export type PropertyDto = Static<typeof propertyItemSchema>;

/** The listing's own fields a list of listings shows (the listings page's table and tiles). */
export const PROPERTY_LIST_FIELDS = [
  'name',
  'addressTown',
  'airbnbUrl',
  'baseRate',
  'minNights',
  'isArchived',
] as const satisfies readonly PropertyField[];
type ListField = (typeof PROPERTY_LIST_FIELDS)[number];

/**
 * A member of `GET /properties?view=list`: what a list of listings shows, with the same values as the full item's
 * fields of the same names, and nothing else (no additional properties: a full item is never taken for one).
 */
export const propertyListItemSchema = Type.Object(
  {
    ...jsonLd,
    id: integer,
    ...(Object.fromEntries(PROPERTY_LIST_FIELDS.map((name) => [name, itemFields[name]])) as Pick<
      typeof itemFields,
      ListField
    >),
    isActive: boolean,
    image: propertyItemSchema.properties.image,
    channels: propertyItemSchema.properties.channels,
    owner: propertyItemSchema.properties.owner,
  },
  { additionalProperties: false },
);
export type PropertyListItemDto = Static<typeof propertyListItemSchema>;

/** `?view=`: `full` items (the default) or the `list` view. */
export const PROPERTY_VIEWS = ['full', 'list'] as const;
export type PropertyView = (typeof PROPERTY_VIEWS)[number];

type BodyFieldSchema<F extends PropertyField> = ReturnType<
  Fields[F][0] extends 'boolean'
    ? typeof field.boolean
    : Fields[F][0] extends 'string'
      ? typeof field.string
      : typeof field.number
>;

/**
 * PUT /properties/{id}: any subset of the fields; null clears a field (booleans and the name ignore null). Integer
 * fields are declared as JSON numbers: 1.5 then reaches the yup rules and gets their message ('Must be a whole
 * number') instead of the schema validator's.
 */
export const propertyBody = Type.Object({
  ...fieldSchemas<{ [F in PropertyField]: BodyFieldSchema<F> }>((name) => {
    const [type] = PROPERTY_FIELDS[name];
    return type === 'integer' ? field.number() : field[type]();
  }),
  /** Service ids or `/services/{id}` IRIs. */
  services: Type.Optional(
    Type.Unsafe<(number | string)[] | null>({
      type: ['array', 'null'],
      items: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
    }),
  ),
});
export type PropertyBody = Static<typeof propertyBody>;

/** POST /properties: a new listing has a name only. */
export const newPropertyBody = Type.Object({ name: field.string() });
export type NewPropertyBody = Static<typeof newPropertyBody>;

/** The push routes: `changed` (what the push was for) in the body or the query. */
export const pushBody = Type.Object({ changed: field.string() });
export type PushBody = Static<typeof pushBody>;
export const pushQuery = Type.Object({ changed: Type.Optional(Type.String({ maxLength: 255 })) });

/**
 * The sections a save may name in `?push=` (spec §7 'after saves'): the API records the push that section calls for
 * (listing content, or rates and availability) in the same transaction as the save, so both happen or neither.
 */
export const SAVED_SECTIONS = [
  'details',
  'address',
  'checkInOut',
  'guestApp',
  'bedrooms',
  'amenities',
  'photos',
  'pricing',
  'seasonalRates',
  'bookingSettings',
  'calendarRates',
  'calendarMinNights',
  'availability',
  'bookings',
] as const;
export type SavedSection = (typeof SAVED_SECTIONS)[number];
export const savePushQuery = Type.Object({
  push: Type.Optional(Type.Unsafe<SavedSection>({ type: 'string', enum: [...SAVED_SECTIONS] })),
});
export type SavePushQuery = Static<typeof savePushQuery>;

/**
 * GET /properties: `?id[]=` (the gateway's batch reads), `?isArchived=`, `?isActive=`, and `?view=list` for list
 * members (propertyListItemSchema) instead of full items.
 */
export const propertiesQuery = Type.Object({
  id: Type.Optional(idList),
  'id[]': Type.Optional(idList),
  isArchived: Type.Optional(boolean),
  isActive: Type.Optional(boolean),
  view: Type.Optional(Type.Unsafe<PropertyView>({ type: 'string', enum: [...PROPERTY_VIEWS] })),
  ...pageQuery.properties,
});

/** The list view's conditional read: revalidation and deltas (not of a page). The full items send no ETag. */
export const propertiesReadHeaders = listingsReadHeaders(
  'a list view answer (not a page of one)',
  'propertiesListDelta',
);

/**
 * 226 IM Used of the list view (`A-IM: listings`): the members of the listings changed since the answer of the ETag
 * sent (its `Delta-Base` header), and every listing's id in the answer's order.
 */
export const propertiesListDelta = listingsDeltaOf(propertyListItemSchema);
export type PropertiesListDeltaDto = Static<typeof propertiesListDelta>;

/**
 * GET /properties answers list members or full items, as `?view=` asks. The list view comes first: the serializer
 * takes the first schema an answer matches, and a full item never matches the list view (no additional properties).
 */
export const propertiesCollectionSchema = Type.Union([
  collectionOf(propertyListItemSchema),
  collectionOf(propertyItemSchema),
]);

/** How many sync logs GET /property-sync-logs answers when `limit` is not given. */
export const SYNC_LOGS_LIMIT = 20;

/** GET /property-sync-logs: the newest first, at most `limit`. */
export const syncLogsQuery = Type.Object({
  ...collectionQuery.properties,
  kind: Type.Optional(Type.Unsafe<'content' | 'rad'>({ type: 'string', enum: ['content', 'rad'] })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: SYNC_LOGS_LIMIT })),
});

/** POST /copy-property-{booking,pricing}-settings/{sourceId}/{targetId}. */
export const copyParams = Type.Object({ sourceId: recordId, targetId: recordId });
