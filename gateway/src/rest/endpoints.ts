import type {
  AccessTokenBody,
  AccessTokenDto,
  CreatedAccessTokenDto,
  EmptyBody,
  CreatedWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookEndpointBody,
  WebhookEndpointDto,
  HelpContactDto,
  HelpEmailBody,
  HelpEmailDto,
  NotificationSettingsBody,
  NotificationSettingsDto,
  AnalyticsDto,
  DashboardDto,
  HomeGuideBody,
  HomeGuideDto,
  HydraCollection,
  BookingRequestBody,
  BookingRequestDto,
  BookingSiteDto,
  PublicSiteDto,
  PublicSiteListingDto,
  SiteStayQuoteDto,
  PurchaseBody,
  PurchaseDto,
  StayDto,
  StayRatingBody,
  StayRatingDto,
  LocalGuideBody,
  LocalGuideCopyDto,
  LocalGuideDto,
  SearchDto,
  PlaceDto,
  PlaceSuggestionDto,
  JoinBody,
  NewPropertyBody,
  BookingBody,
  BookingDto,
  ChangedDaysDto,
  DateRangeBody,
  OverrideBody,
  PropertyCalendarColumnsDto,
  StayQuoteDto,
  ConversationMessageDto,
  MessageBody,
  MessageDto,
  MessageTemplateBody,
  MessageTemplateDto,
  CalendarBody,
  CalendarDto,
  ImageOrderBody,
  PropertyImageBody,
  PropertyImageDto,
  ServiceBody,
  ServiceDto,
  AmenitiesBody,
  AmenitiesDto,
  BedroomBody,
  BedroomDto,
  PropertyBody,
  PropertyDto,
  PropertyListItemDto,
  PropertySyncLogDto,
  PushBody,
  SeasonalRateBody,
  SeasonalRateDto,
  CompanyBody,
  LoginBody,
  LoginDto,
  LogoutBody,
  ProfileBody,
  RegisterBody,
  UpdateUserBody,
  UserDto,
} from '@portal/contract';
import type { PlaceId } from '../places/parents.js';

/** A REST route's answer and request body. */
export interface Endpoint<Response, Body = never> {
  response: Response;
  body: Body;
}

export type { EmptyBody, HydraCollection };

/**
 * The REST routes the gateway calls, by method and path (spec §7); a path outside this table does not compile. The
 * saves take `{ query: pushing(section) }` (properties/push.ts): the save and its push are one call.
 */
export interface RestEndpoints {
  GET: {
    '/me': Endpoint<UserDto>;
    '/users': Endpoint<HydraCollection<UserDto>>;
    [user: `/users/${number}`]: Endpoint<UserDto>;
    /** The caller's listings; `?id[]=`, `?isArchived=`. */
    '/properties': Endpoint<HydraCollection<PropertyDto>>;
    /** The list view: what a list of listings shows (properties/list-view.ts). */
    '/properties?view=list': Endpoint<HydraCollection<PropertyListItemDto>>;
    [property: `/properties/${number}`]: Endpoint<PropertyDto>;
    /** `?startDate=&endDate=&numberOfGuest=`: a direct booking's price before it is made. */
    [quote: `/properties/${number}/stay-quote`]: Endpoint<StayQuoteDto & { available: boolean }>;
    /** Sub-resources: `?property[]=/properties/1&property[]=…` reads them for many listings at once. */
    '/property-sync-logs': Endpoint<HydraCollection<PropertySyncLogDto>>;
    '/property-bedrooms': Endpoint<HydraCollection<BedroomDto>>;
    [bedroom: `/property-bedrooms/${number}`]: Endpoint<BedroomDto>;
    '/property-amenities': Endpoint<HydraCollection<AmenitiesDto>>;
    '/seasonal-rates': Endpoint<HydraCollection<SeasonalRateDto>>;
    [rate: `/seasonal-rates/${number}`]: Endpoint<SeasonalRateDto>;
    '/home-guides': Endpoint<HydraCollection<HomeGuideDto>>;
    [guide: `/home-guides/${number}`]: Endpoint<HomeGuideDto>;
    '/local-guides': Endpoint<HydraCollection<LocalGuideDto>>;
    [guide: `/local-guides/${number}`]: Endpoint<LocalGuideDto>;
    '/calendars': Endpoint<HydraCollection<CalendarDto>>;
    [calendar: `/calendars/${number}`]: Endpoint<CalendarDto>;
    '/images': Endpoint<HydraCollection<PropertyImageDto>>;
    [image: `/images/${number}`]: Endpoint<PropertyImageDto>;
    /** `?input=&types=&lat=&lng=&radius=`. */
    '/places/autocomplete': Endpoint<HydraCollection<PlaceSuggestionDto>>;
    [place: `/places/${PlaceId}`]: Endpoint<PlaceDto>;
    /** `?from=&to=` (both included), `?propertyId[]=` and `?view=columnar` (always asked): every listing's calendar. */
    '/property-calendars': Endpoint<HydraCollection<PropertyCalendarColumnsDto>>;
    /** `?property[]=`, `?id[]=`, `?from=`, `?to=`. */
    '/bookings': Endpoint<HydraCollection<BookingDto>>;
    [booking: `/bookings/${number}`]: Endpoint<BookingDto>;
    /** The stay as its joined guest sees it (the guest app). */
    [stay: `/bookings/${number}/guest-view`]: Endpoint<StayDto>;
    /** `?booking[]=/bookings/{id}`: purchases of bookings the caller hosts or joined. */
    '/purchases': Endpoint<HydraCollection<PurchaseDto>>;
    /** `?today=&timeZone=`: every figure of the dashboard. */
    '/bookings/dashboard': Endpoint<DashboardDto>;
    /** `?today=&timeZone=&property=&month=YYYY-MM`: every figure of the analytics page. */
    '/bookings/analytics': Endpoint<AnalyticsDto>;
    /** The four columns of the search results page. */
    [search: `/search/${string}`]: Endpoint<SearchDto>;
    /** `?booking=/bookings/{id}` (oldest first), `&after={messageId}`. */
    '/messages': Endpoint<HydraCollection<MessageDto>>;
    /** The caller's own id only: the latest message per conversation (as host and as guest), newest first. */
    [conversations: `/users/${number}/conversations`]: Endpoint<HydraCollection<ConversationMessageDto>>;
    '/message-templates': Endpoint<HydraCollection<MessageTemplateDto>>;
    [template: `/message-templates/${number}`]: Endpoint<MessageTemplateDto>;
    '/help-contact': Endpoint<HelpContactDto>;
    [notices: `/users/${number}/notification-settings`]: Endpoint<NotificationSettingsDto>;
    '/access-tokens': Endpoint<HydraCollection<AccessTokenDto>>;
    '/webhook-endpoints': Endpoint<HydraCollection<WebhookEndpointDto>>;
    [deliveries: `/webhook-endpoints/${number}/deliveries`]: Endpoint<HydraCollection<WebhookDeliveryDto>>;
    /** `?id[]=`: the caller's services by id (others' are left out). */
    '/services': Endpoint<HydraCollection<ServiceDto>>;
    [service: `/services/${number}`]: Endpoint<ServiceDto>;
    /** The caller's booking site (its address is given on first use). */
    '/sites/mine': Endpoint<BookingSiteDto>;
    /** Public, no token: a host's site; one listing (`?from=&to=`) and its stay quote. */
    [site: `/public/sites/${string}/properties`]: Endpoint<PublicSiteDto>;
    [listing: `/public/sites/${string}/properties/${number}`]: Endpoint<PublicSiteListingDto>;
    [quote: `/public/sites/${string}/properties/${number}/stay-quote`]: Endpoint<SiteStayQuoteDto>;
  };
  POST: {
    '/login': Endpoint<LoginDto, LoginBody>;
    /** 204, no body. */
    '/logout': Endpoint<undefined, LogoutBody>;
    '/register': Endpoint<UserDto, RegisterBody>;
    '/properties': Endpoint<PropertyDto, NewPropertyBody>;
    [activation: `/properties/${number}/activation/switch`]: Endpoint<PropertyDto, EmptyBody>;
    [push: `/properties/${number}/${'content' | 'rad'}/push`]: Endpoint<PropertySyncLogDto, PushBody>;
    [copy: `/copy-property-${'booking' | 'pricing'}-settings/${number}/${number}`]: Endpoint<PropertyDto, EmptyBody>;
    '/property-bedrooms': Endpoint<BedroomDto, BedroomBody>;
    '/property-amenities': Endpoint<AmenitiesDto, AmenitiesBody>;
    '/seasonal-rates': Endpoint<SeasonalRateDto, SeasonalRateBody>;
    '/home-guides': Endpoint<HomeGuideDto, HomeGuideBody>;
    '/local-guides': Endpoint<LocalGuideDto, LocalGuideBody>;
    [copy: `/copy-local-guides/${number}/${number}`]: Endpoint<LocalGuideCopyDto, EmptyBody>;
    '/calendars': Endpoint<CalendarDto, CalendarBody>;
    [sync: `/calendars/${number}/sync`]: Endpoint<CalendarDto, EmptyBody>;
    /** `?sentOnly=rate|minNights` is part of the path. */
    [override: `/properties/${number}/manual-override/create${'' | `?sentOnly=${'rate' | 'minNights'}`}`]: Endpoint<
      ChangedDaysDto,
      OverrideBody
    >;
    [clear: `/properties/${number}/manual-override/delete`]: Endpoint<ChangedDaysDto, DateRangeBody>;
    [block: `/properties/${number}/availability-block/${'create' | 'delete'}`]: Endpoint<ChangedDaysDto, DateRangeBody>;
    [rotate: `/properties/${number}/ical-export/rotate`]: Endpoint<PropertyDto, EmptyBody>;
    '/bookings': Endpoint<BookingDto, BookingBody>;
    [cancel: `/bookings/${number}/cancel`]: Endpoint<BookingDto, EmptyBody>;
    /** The invite link: the caller becomes the booking's main guest (answers the guest view). */
    [join: `/bookings/${number}/join`]: Endpoint<BookingDto, JoinBody>;
    '/purchases': Endpoint<PurchaseDto, PurchaseBody>;
    [rating: `/bookings/${number}/rating`]: Endpoint<{ rating: StayRatingDto }, StayRatingBody>;
    '/messages': Endpoint<MessageDto, MessageBody>;
    '/message-templates': Endpoint<MessageTemplateDto, MessageTemplateBody>;
    '/services': Endpoint<ServiceDto, ServiceBody>;
    '/help-email': Endpoint<HelpEmailDto, HelpEmailBody>;
    [read: `/bookings/${number}/messages-read`]: Endpoint<undefined, EmptyBody>;
    '/access-tokens': Endpoint<CreatedAccessTokenDto, AccessTokenBody>;
    '/webhook-endpoints': Endpoint<CreatedWebhookEndpointDto, WebhookEndpointBody>;
    /** 202, no body. */
    [test: `/webhook-endpoints/${number}/test`]: Endpoint<undefined, EmptyBody>;
    [request: `/public/sites/${string}/properties/${number}/booking-requests`]: Endpoint<
      BookingRequestDto,
      BookingRequestBody
    >;
  };
  PUT: {
    [user: `/users/${number}`]: Endpoint<UserDto, UpdateUserBody>;
    [profile: `/users/${number}/profile`]: Endpoint<UserDto, ProfileBody>;
    [company: `/users/${number}/company`]: Endpoint<UserDto, CompanyBody>;
    [notices: `/users/${number}/notification-settings`]: Endpoint<NotificationSettingsDto, NotificationSettingsBody>;
    [property: `/properties/${number}`]: Endpoint<PropertyDto, PropertyBody>;
    /** The listing's photos in this order, in one write; answers them in their new order. */
    [order: `/properties/${number}/images/order`]: Endpoint<HydraCollection<PropertyImageDto>, ImageOrderBody>;
    [bedroom: `/property-bedrooms/${number}`]: Endpoint<BedroomDto, BedroomBody>;
    [amenities: `/property-amenities/${number}`]: Endpoint<AmenitiesDto, AmenitiesBody>;
    [rate: `/seasonal-rates/${number}`]: Endpoint<SeasonalRateDto, SeasonalRateBody>;
    [guide: `/home-guides/${number}`]: Endpoint<HomeGuideDto, HomeGuideBody>;
    [guide: `/local-guides/${number}`]: Endpoint<LocalGuideDto, LocalGuideBody>;
    [image: `/images/${number}`]: Endpoint<PropertyImageDto, PropertyImageBody>;
    [template: `/message-templates/${number}`]: Endpoint<MessageTemplateDto, MessageTemplateBody>;
    [service: `/services/${number}`]: Endpoint<ServiceDto, ServiceBody>;
  };
  DELETE: {
    [avatar: `/users/${number}/avatar`]: Endpoint<UserDto>;
    [bedroom: `/property-bedrooms/${number}`]: Endpoint<void>;
    [rate: `/seasonal-rates/${number}`]: Endpoint<void>;
    [guide: `/home-guides/${number}`]: Endpoint<void>;
    [guide: `/local-guides/${number}`]: Endpoint<void>;
    [calendar: `/calendars/${number}`]: Endpoint<void>;
    [image: `/images/${number}`]: Endpoint<void>;
    [booking: `/bookings/${number}`]: Endpoint<void>;
    [template: `/message-templates/${number}`]: Endpoint<void>;
    [service: `/services/${number}`]: Endpoint<void>;
    [token: `/access-tokens/${number}`]: Endpoint<void>;
    [endpoint: `/webhook-endpoints/${number}`]: Endpoint<void>;
  };
}
