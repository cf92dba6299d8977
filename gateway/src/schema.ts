import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadTypeDefs } from '@portal/schema/sdl';
import type { Resolvers } from './__generated__/resolvers.js';
import * as analytics from './analytics/resolvers.js';
import * as search from './search/resolvers.js';
import * as bookings from './bookings/resolvers.js';
import * as icalLinks from './ical-links/resolvers.js';
import * as propertyCalendars from './property-calendars/resolvers.js';
import * as billing from './billing/resolvers.js';
import * as guides from './guides/resolvers.js';
import * as accessTokens from './access-tokens/resolvers.js';
import * as help from './help/resolvers.js';
import * as notices from './notices/resolvers.js';
import * as images from './images/resolvers.js';
import { createMessageResolvers } from './messages/resolvers.js';
import * as places from './places/resolvers.js';
import { DEFAULT_MAP_TILES, type MapTilesConfig } from './config.js';
import * as properties from './properties/resolvers.js';
import * as services from './services/resolvers.js';
import * as stays from './stays/resolvers.js';
import * as sites from './sites/resolvers.js';
import type { GatewayPubSub } from './pubsub.js';
import { CalendarBarsScalar, DateScalar, DateTimeScalar, NightlyFlagsScalar, NightlyIntsScalar } from './scalars.js';
import * as users from './users/resolvers.js';
import * as webhooks from './webhooks/resolvers.js';

/** The executable schema: the shared SDL with each domain's resolvers. */
export function createSchema(
  pubsub: GatewayPubSub,
  { mapTiles = DEFAULT_MAP_TILES }: { mapTiles?: MapTilesConfig } = {},
) {
  const messages = createMessageResolvers(pubsub);
  const resolvers: Resolvers = {
    Date: DateScalar,
    NightlyInts: NightlyIntsScalar,
    NightlyFlags: NightlyFlagsScalar,
    CalendarBars: CalendarBarsScalar,
    DateTime: DateTimeScalar,
    Query: {
      ...users.Query,
      ...billing.Query,
      ...analytics.Query,
      ...search.Query,
      ...properties.Query,
      ...images.Query,
      ...places.Query,
      ...places.mapTilesQuery(mapTiles),
      ...propertyCalendars.Query,
      ...bookings.Query,
      ...messages.Query,
      ...services.Query,
      ...stays.Query,
      ...help.Query,
      ...accessTokens.Query,
      ...sites.Query,
      ...webhooks.Query,
    },
    Mutation: {
      ...users.Mutation,
      ...properties.Mutation,
      ...images.Mutation,
      ...guides.Mutation,
      ...icalLinks.Mutation,
      ...propertyCalendars.Mutation,
      ...bookings.Mutation,
      ...messages.Mutation,
      ...services.Mutation,
      ...stays.Mutation,
      ...help.Mutation,
      ...notices.Mutation,
      ...accessTokens.Mutation,
      ...sites.Mutation,
      ...webhooks.Mutation,
    },
    Subscription: messages.Subscription,
    User: { ...users.User, ...notices.User },
    NotificationSettings: notices.NotificationSettings,
    AccessToken: accessTokens.AccessToken,
    RevokeAccessTokenPayload: accessTokens.RevokeAccessTokenPayload,
    PlanSubscription: users.PlanSubscription,
    Message: messages.Message,
    MessageSender: messages.MessageSender,
    MessageTemplate: messages.MessageTemplate,
    Conversation: messages.Conversation,
    Property: { ...properties.Property, ...guides.Property, ...services.PropertyServices },
    HomeGuide: guides.HomeGuide,
    LocalGuide: guides.LocalGuide,
    PropertyCompleteness: properties.PropertyCompleteness,
    Bedroom: properties.Bedroom,
    PropertyAmenities: properties.PropertyAmenities,
    SeasonalRate: properties.SeasonalRate,
    PropertySyncLog: properties.PropertySyncLog,
    RemovePropertyItemPayload: properties.RemovePropertyItemPayload,
    PropertyImage: images.PropertyImage,
    // The REST API spells these two photo types with a space.
    PropertyPhotoType: { dining_room: 'dining room', living_room: 'living room' },
    IcalLink: icalLinks.IcalLink,
    IcalLinkConflict: icalLinks.IcalLinkConflict,
    CalendarDay: propertyCalendars.CalendarDay,
    PropertyCalendar: propertyCalendars.PropertyCalendar,
    Booking: bookings.Booking,
    Stay: stays.Stay,
    StayListing: stays.StayListing,
    Purchase: stays.Purchase,
    PurchasePayment: stays.PurchasePayment,
    LineItem: stays.LineItem,
    SiteListing: sites.SiteListing,
    RemoveBookingPayload: bookings.RemoveBookingPayload,
    Place: places.Place,
    Service: services.Service,
    RemoveServicePayload: services.RemoveServicePayload,
  };
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers });
}
