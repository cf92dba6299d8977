import type { CodegenConfig } from '@graphql-codegen/cli';
import { readdirSync, rmSync } from 'node:fs';

/** The calendar's scalars as the gateway sends them (runs, and bars by position: calendar.graphql). */
const scalars = {
  Date: 'string',
  DateTime: 'string',
  NightlyInts: 'Array<[value: number | null, nights: number]>',
  NightlyFlags: 'Array<[flag: boolean, nights: number]>',
  CalendarBars:
    "Array<[bookingId: string, startDate: string, nights: number, guestName: string | null, channel: string | null, status: 'cancelled' | 'conflict' | null]>",
};

/**
 * The web reads the nightly scalars from the Apollo cache, whose PropertyCalendar policy decodes them once as each
 * answer is merged (web/src/calendars/multi/calendar-cache.ts): a value per night.
 */
const webScalars = { ...scalars, NightlyInts: 'Array<number | null>', NightlyFlags: 'Array<boolean>' };

const webDocuments = 'web/src/**/*.graphql';
const webSources = readdirSync('web/src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => file.split('\\').join('/'))
  .sort();
/** Where the documents and hooks of web/src/<file>.graphql go: one module each, re-exported by graphql.ts. */
const documentsDir = 'web/src/__generated__/documents';
const moduleOf = (file: string) => file.replace(/\.graphql$/, '');
// A module of a .graphql file that no longer exists must not linger.
rmSync(documentsDir, { recursive: true, force: true });

const webDocumentModules = Object.fromEntries(
  webSources.map((file) => [
    `${documentsDir}/${moduleOf(file)}.ts`,
    {
      documents: webDocuments,
      plugins: [
        {
          './codegen/apollo-documents-plugin.cjs': {
            source: `web/src/${file}`,
            typesFrom: `${'../'.repeat(file.split('/').length)}graphql`,
          },
        },
      ],
    },
  ]),
);

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/graphql/*.graphql',
  generates: {
    // Gateway: resolver signatures, with each GraphQL type mapped to the REST DTO its resolvers receive.
    'gateway/src/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        contextType: '../context.js#GatewayContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          User: '@portal/contract#UserDto',
          AccessToken: '@portal/contract#AccessTokenDto',
          PlanSubscription: '@portal/contract#PlanSubscriptionDto',
          NotificationSettings: '@portal/contract#NotificationSettingsDto',
          Message: '@portal/contract#MessageDto',
          MessageSender: '../messages/parents.js#MessageSender',
          MessageTemplate: '@portal/contract#MessageTemplateDto',
          Conversation: '../messages/parents.js#ConversationDto',
          Property: '@portal/contract#PropertyDto',
          PropertyCompleteness: '@portal/contract#PropertyCompletenessDto',
          Bedroom: '@portal/contract#BedroomDto',
          PropertyAmenities: '@portal/contract#AmenitiesDto',
          SeasonalRate: '@portal/contract#SeasonalRateDto',
          PropertySyncLog: '@portal/contract#PropertySyncLogDto',
          HomeGuide: '@portal/contract#HomeGuideDto',
          LocalGuide: '@portal/contract#LocalGuideDto',
          RemovePropertyItemPayload: '../properties/parents.js#RemovedItem',
          PropertyImage: '@portal/contract#PropertyImageDto',
          IcalLink: '@portal/contract#CalendarDto',
          IcalLinkConflict: '@portal/contract#CalendarConflictDto',
          CalendarDay: '../property-calendars/parents.js#CalendarDayDto',
          PropertyCalendar: '../property-calendars/parents.js#PropertyCalendarRow',
          Booking: '../bookings/parents.js#BookingParent',
          StayQuote: '@portal/contract#StayQuoteDto',
          RemoveBookingPayload: '../bookings/parents.js#RemovedBooking',
          PlaceSuggestion: '@portal/contract#PlaceSuggestionDto',
          Place: '@portal/contract#PlaceDto',
          Service: '@portal/contract#ServiceDto',
          RemoveServicePayload: '../services/parents.js#RemovedService',
          Stay: '@portal/contract#StayDto',
          StayListing: '@portal/contract#StayListingDto',
          Purchase: '@portal/contract#PurchaseDto',
          LineItem: '@portal/contract#LineItemDto',
          SiteListing: '../sites/parents.js#SiteListingDto',
          WebhookEndpoint: '@portal/contract#WebhookEndpointDto',
          WebhookDelivery: '@portal/contract#WebhookDeliveryDto',
          WebhookAttempt: '@portal/contract#WebhookAttemptDto',
        },
        // The REST API spells two photo types with a space; resolvers see its values, clients the GraphQL names.
        enumValues: {
          PropertyPhotoType: { dining_room: 'dining room', living_room: 'living room' },
          PurchasePayment: {
            ON_ARRIVAL: 'on-arrival',
            PENDING: 'pending',
            PAID: 'paid',
            EXPIRED: 'expired',
            FAILED: 'failed',
          },
        },
      },
    },
    // Web: the operation types, and (re-exported from the modules below) typed documents and one hook per operation
    // (Apollo Client 4). Code imports all of it from graphql.ts; each route's chunk gets only its own documents.
    'web/src/__generated__/graphql.ts': {
      documents: webDocuments,
      plugins: [
        'typescript-operations',
        {
          './codegen/documents-index-plugin.cjs': {
            modules: webSources.map((file) => `./documents/${moduleOf(file)}`),
          },
        },
      ],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: webScalars,
        avoidOptionals: { field: true, inputValue: false, object: true },
        nonOptionalTypename: true,
        // Data masking (Apollo Client's dataMasking): an operation's type holds only its own fields, and a
        // fragment spread is a reference that the component owning the fragment reads with useFragment.
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
      },
    },
    ...webDocumentModules,
    // The guest app (web/src/stays, its own entry without Apollo Client): its operations as typed query strings.
    'web/src/__generated__/guest-operations.ts': {
      documents: webDocuments,
      plugins: [
        {
          './codegen/operation-strings-plugin.cjs': {
            sources: [
              'web/src/stays/Stay.graphql',
              'web/src/users/Login.graphql',
              'web/src/users/Logout.graphql',
              'web/src/users/Register.graphql',
              'web/src/users/UpdateAppMode.graphql',
            ],
            typesFrom: './graphql',
          },
        },
      ],
    },
  },
};

export default config;
