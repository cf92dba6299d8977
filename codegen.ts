import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  Date: 'string',
  DateTime: 'string',
  NightlyInts: 'Array<number | null>',
  NightlyFlags: 'Array<boolean>',
};

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
          User: '../users/dto.js#UserDto',
          PlanSubscription: '../users/dto.js#PlanSubscriptionDto',
          Message: '../messages/dto.js#MessageDto',
          MessageSender: '../messages/dto.js#MessageSenderDto',
          MessageTemplate: '../messages/dto.js#MessageTemplateDto',
          Conversation: '../messages/dto.js#ConversationDto',
          Property: '../properties/dto.js#PropertyDto',
          PropertyCompleteness: '../properties/dto.js#PropertyCompletenessDto',
          Bedroom: '../properties/dto.js#BedroomDto',
          PropertyAmenities: '../properties/dto.js#AmenitiesDto',
          SeasonalRate: '../properties/dto.js#SeasonalRateDto',
          PropertySyncLog: '../properties/dto.js#PropertySyncLogDto',
          RemovePropertyItemPayload: '../properties/dto.js#RemovedItem',
          PropertyImage: '../images/dto.js#PropertyImageDto',
          Calendar: '../calendars/dto.js#CalendarDto',
          CalendarConflict: '../calendars/dto.js#CalendarConflictDto',
          CalendarDay: '../bookings/dto.js#CalendarDayDto',
          PropertyCalendar: '../bookings/dto.js#PropertyCalendarRow',
          Booking: '../bookings/dto.js#BookingDto',
          StayQuote: '../bookings/dto.js#StayQuoteDto',
          RemoveBookingPayload: '../bookings/dto.js#RemovedBooking',
          PlaceSuggestion: '../places/dto.js#PlaceSuggestionDto',
          Place: '../places/dto.js#PlaceDto',
        },
        // The REST API spells two photo types with a space; resolvers see its values, clients the GraphQL names.
        enumValues: {
          PropertyPhotoType: { dining_room: 'dining room', living_room: 'living room' },
        },
      },
    },
    // Web: operation types, typed documents and one hook per operation (Apollo Client 4).
    'web/src/__generated__/graphql.ts': {
      documents: 'web/src/**/*.graphql',
      plugins: ['typescript-operations', 'typed-document-node', './codegen/apollo-hooks-plugin.cjs'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        avoidOptionals: { field: true, inputValue: false, object: true },
        nonOptionalTypename: true,
      },
    },
  },
};

export default config;
