import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserDto as UserDtoModel, PlanSubscriptionDto as PlanSubscriptionDtoModel } from '../users/dto.js';
import type { MessageDto as MessageDtoModel } from '../messages/dto.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date without time, `YYYY-MM-DD` (the property's local date). */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with time zone (`2026-11-21T09:30:00.000Z`). */
  DateTime: { input: string; output: string; }
};

/** How the user uses the product. The web portal is for hosts; guests are pointed to the mobile apps. */
export type AppMode =
  | 'guest'
  | 'host';

/** A signed-in session: the JWT to send as `Authorization: Bearer <token>` and its user. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
};

/** A stay at a listing: imported from a channel's calendar or made directly in the portal. */
export type Booking = {
  __typename?: 'Booking';
  /** Set when the booking is cancelled. */
  deletedAt?: Maybe<Scalars['DateTime']['output']>;
  endDate: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  inviteCode?: Maybe<Scalars['String']['output']>;
  mainGuest?: Maybe<User>;
  messages: Array<Message>;
  name?: Maybe<Scalars['String']['output']>;
  numberOfGuest?: Maybe<Scalars['Int']['output']>;
  /** For example vrbo. */
  ota?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  property: Property;
  /** The channel of the calendar it was imported from; null for direct bookings. */
  provider?: Maybe<Provider>;
  /** Guest name as the channel or the host gave it. */
  providerGuestName?: Maybe<Scalars['String']['output']>;
  purchases: Array<Purchase>;
  ratingApp?: Maybe<Scalars['Int']['output']>;
  /** 1 to 5 stars, null until rated. */
  ratingCleanliness?: Maybe<Scalars['Int']['output']>;
  ratingCondition?: Maybe<Scalars['Int']['output']>;
  ratingOverall?: Maybe<Scalars['Int']['output']>;
  ruReservationId?: Maybe<Scalars['String']['output']>;
  startDate: Scalars['Date']['output'];
};

/** An iCal import link of a listing. */
export type Calendar = {
  __typename?: 'Calendar';
  id: Scalars['ID']['output'];
  /** The last sync's error, null when it succeeded. */
  lastSyncError?: Maybe<Scalars['String']['output']>;
  lastSyncedAt?: Maybe<Scalars['DateTime']['output']>;
  provider: Provider;
  url: Scalars['String']['output'];
};

/**
 * One night of one listing: the normalized type the single-property calendar and the override and block mutations
 * work with (id `<propertyId>:<date>`).
 */
export type CalendarDay = {
  __typename?: 'CalendarDay';
  blocked: Scalars['Boolean']['output'];
  date: Scalars['Date']['output'];
  id: Scalars['ID']['output'];
  minNights?: Maybe<Scalars['Int']['output']>;
  minNightsOverride?: Maybe<Scalars['Int']['output']>;
  /** Nightly rate in minor units, computed from the pricing rules (overrides included). */
  rate?: Maybe<Scalars['Int']['output']>;
  rateOverride?: Maybe<Scalars['Int']['output']>;
};

/** Cancellation policy of a listing. */
export type CancellationPolicyMode =
  /** Guests can cancel until 24 hours before arrival. */
  | 'Flexible'
  | 'Moderate'
  | 'Strict';

/** Company profile; the company fields are required when `isCompany` is true. */
export type CompanyInput = {
  companyAddressCity?: InputMaybe<Scalars['String']['input']>;
  companyAddressCountry?: InputMaybe<Scalars['String']['input']>;
  companyAddressHouseNameNumber?: InputMaybe<Scalars['String']['input']>;
  companyAddressPostcode?: InputMaybe<Scalars['String']['input']>;
  companyAddressStreet?: InputMaybe<Scalars['String']['input']>;
  companyMerchantName?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  companyWebsite?: InputMaybe<Scalars['String']['input']>;
  isCompany: Scalars['Boolean']['input'];
};

/** Supported currencies (spec §9). Once chosen a user's currency cannot change. */
export type Currency =
  | 'cad'
  | 'eur'
  | 'gbp'
  | 'usd';

/** An entry of a listing's home guide. */
export type HomeGuide = {
  __typename?: 'HomeGuide';
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<ImageSizes>;
  title: Scalars['String']['output'];
  type: HomeGuideType;
  youtubeId?: Maybe<Scalars['String']['output']>;
};

export type HomeGuideType =
  | 'appliance'
  | 'bins'
  | 'entertainment'
  | 'heating'
  | 'other'
  | 'security';

/** An image stored by the portal, in several sizes. */
export type ImageSizes = {
  __typename?: 'ImageSizes';
  largeUrl?: Maybe<Scalars['String']['output']>;
  mediumUrl?: Maybe<Scalars['String']['output']>;
  originalUrl?: Maybe<Scalars['String']['output']>;
  squareSmallUrl?: Maybe<Scalars['String']['output']>;
};

/** A line of a purchase: a guest service bought for a booking. */
export type LineItem = {
  __typename?: 'LineItem';
  currency: Currency;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Minor units. */
  price: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  service?: Maybe<Service>;
};

/** A nearby place recommended in a listing's local guide. */
export type LocalGuide = {
  __typename?: 'LocalGuide';
  category?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<ImageSizes>;
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  placeId?: Maybe<Scalars['String']['output']>;
  /** 1 to 5, shown as pound signs. */
  price?: Maybe<Scalars['Int']['output']>;
  type: Scalars['String']['output'];
  websiteUrl?: Maybe<Scalars['String']['output']>;
};

/** A message in a booking's conversation between host and guest. */
export type Message = {
  __typename?: 'Message';
  booking: Booking;
  /** Plain text; never interpreted as HTML. */
  content: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  sender: User;
};

/** A reusable message text (at most 5 per user). */
export type MessageTemplate = {
  __typename?: 'MessageTemplate';
  /** May hold {guestName}, {listingName}, {checkIn} and {checkOut}. */
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A money amount in minor units (pence, cents) with its currency. */
export type Money = {
  __typename?: 'Money';
  /** Minor units: 1250 is £12.50. */
  amount: Scalars['Int']['output'];
  currency: Currency;
};

/** A value for one month. */
export type MonthlyAmount = {
  __typename?: 'MonthlyAmount';
  amount: Scalars['Int']['output'];
  /** First day of the month. */
  month: Scalars['Date']['output'];
};

/** Write operations. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in with email and password. Fails with 'Incorrect email or password'. No token needed. */
  login: AuthPayload;
  /** Creates an account and signs it in (the REST API's POST /register followed by POST /login). No token needed. */
  register: AuthPayload;
  /** Saves the company profile. */
  updateCompany: User;
  /** Saves the personal profile. A changed email or password invalidates every existing token, this one included. */
  updateProfile: User;
  /** Sets the app mode or the currency of the signed-in user. */
  updateUser: User;
};


/** Write operations. */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Write operations. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Write operations. */
export type MutationUpdateCompanyArgs = {
  input: CompanyInput;
};


/** Write operations. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Write operations. */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

/** A place search suggestion. */
export type PlaceSuggestion = {
  __typename?: 'PlaceSuggestion';
  description: Scalars['String']['output'];
  mainText: Scalars['String']['output'];
  placeId: Scalars['ID']['output'];
  secondaryText?: Maybe<Scalars['String']['output']>;
};

/** A plan card of the plan page. */
export type Plan = {
  __typename?: 'Plan';
  /** Coming Soon plans cannot be chosen yet. */
  comingSoon: Scalars['Boolean']['output'];
  features: Array<Scalars['String']['output']>;
  /** starter, premium, professional or business. */
  identifier: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Pence per unit per month; 0 for Starter (free forever). */
  pricePerUnitMonthly: Scalars['Int']['output'];
  /** Days of free trial for paid plans (30). */
  trialDays: Scalars['Int']['output'];
};

/** The user's plan subscription (spec §3 Subscription). */
export type PlanSubscription = {
  __typename?: 'PlanSubscription';
  id: Scalars['ID']['output'];
  /** starter, premium, professional, business or enterprise. */
  planIdentifier: Scalars['String']['output'];
  platform: SubscriptionPlatform;
  startedAt: Scalars['DateTime']['output'];
};

/** Personal profile (spec §5 Profile). A changed email or password signs out every older session. */
export type ProfileInput = {
  acceptsMarketing?: InputMaybe<Scalars['Boolean']['input']>;
  addressCity: Scalars['String']['input'];
  addressCountry: Scalars['String']['input'];
  addressHouseNameNumber: Scalars['String']['input'];
  addressPostcode: Scalars['String']['input'];
  addressStreet: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  language: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  /** Leave empty to keep the current password. */
  plainPassword?: InputMaybe<Scalars['String']['input']>;
};

/** A listing (spec §3 Property). Money fields are minor units in the owner's currency. */
export type Property = {
  __typename?: 'Property';
  airbnbUrl?: Maybe<Scalars['String']['output']>;
  baseRate?: Maybe<Scalars['Int']['output']>;
  canSleepMax?: Maybe<Scalars['Int']['output']>;
  cancellationPolicyMode?: Maybe<CancellationPolicyMode>;
  channels: Array<PropertyChannel>;
  daysBeforeArrival?: Maybe<Scalars['Int']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  /** 1 for a whole house; negative below ground. */
  floor?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<ImageSizes>;
  /** Open for syncing with the channels. */
  isActive: Scalars['Boolean']['output'];
  isArchived: Scalars['Boolean']['output'];
  legalToOperate: Scalars['Boolean']['output'];
  licenceExempt: Scalars['Boolean']['output'];
  licenceNumber?: Maybe<Scalars['String']['output']>;
  minNights?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  numberOfBathrooms?: Maybe<Scalars['Int']['output']>;
  owner: User;
  space?: Maybe<Scalars['String']['output']>;
  standardGuests?: Maybe<Scalars['Int']['output']>;
  type?: Maybe<Scalars['String']['output']>;
};

/**
 * Many listings over a window, shaped for the multi-property calendar: per-listing arrays indexed by day from `from`,
 * instead of one object per day (200 listings × 80 days stays small and cheap to cache).
 */
export type PropertyCalendar = {
  __typename?: 'PropertyCalendar';
  blocked: Array<Scalars['Boolean']['output']>;
  bookings: Array<Booking>;
  from: Scalars['Date']['output'];
  minNights: Array<Maybe<Scalars['Int']['output']>>;
  name: Scalars['String']['output'];
  propertyId: Scalars['ID']['output'];
  rates: Array<Maybe<Scalars['Int']['output']>>;
};

/** A booking channel a listing is connected to. */
export type PropertyChannel = {
  __typename?: 'PropertyChannel';
  active: Scalars['Boolean']['output'];
  /** airbnb, bookingcom, homeaway, tripadvisor or vrbo. */
  ota: Scalars['String']['output'];
};

/** A booking channel's identity. */
export type Provider = {
  __typename?: 'Provider';
  name: Scalars['String']['output'];
  /** airbnb, bookingcom, homeaway or tripadvisor. */
  slug: Scalars['String']['output'];
};

/** Guest services bought for a booking. */
export type Purchase = {
  __typename?: 'Purchase';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  lineItems: Array<LineItem>;
  name: Scalars['String']['output'];
};

/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type Query = {
  __typename?: 'Query';
  /** The signed-in user. */
  me: User;
  /** The plans a host can choose, cheapest first. No token needed. */
  plans: Array<Plan>;
  /** A user by id: only the caller's own record, otherwise NOT_FOUND. */
  user?: Maybe<User>;
};


/**
 * Read operations. Every field needs a signed-in user (a `Bearer` JWT in the `Authorization` header) unless its
 * description says otherwise, and only ever returns the caller's own data.
 */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

/** Average ratings, 1 to 5. */
export type RatingSummary = {
  __typename?: 'RatingSummary';
  app?: Maybe<Scalars['Float']['output']>;
  cleanliness?: Maybe<Scalars['Float']['output']>;
  condition?: Maybe<Scalars['Float']['output']>;
  overall?: Maybe<Scalars['Float']['output']>;
};

export type RegisterInput = {
  acceptsMarketing?: InputMaybe<Scalars['Boolean']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** Defaults to +44 in the form. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** At least 8 characters with a capital letter and a number. */
  plainPassword: Scalars['String']['input'];
};

/** One hit of the global search. */
export type SearchResult = {
  __typename?: 'SearchResult';
  arriveAfter?: Maybe<Scalars['String']['output']>;
  departBefore?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['Date']['output']>;
  id: Scalars['ID']['output'];
  propertyAddress?: Maybe<Scalars['String']['output']>;
  propertyId?: Maybe<Scalars['ID']['output']>;
  propertyImagePath?: Maybe<Scalars['String']['output']>;
  propertyName?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['Date']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

/** Global search results in the four columns of the results page. */
export type SearchResults = {
  __typename?: 'SearchResults';
  bookings: Array<SearchResult>;
  messages: Array<SearchResult>;
  properties: Array<SearchResult>;
  services: Array<SearchResult>;
};

/** A paid service the host sells to guests. */
export type Service = {
  __typename?: 'Service';
  currency: Currency;
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<ImageSizes>;
  /** Minor units. */
  price: Scalars['Int']['output'];
  terms?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/**
 * Live events over graphql-ws on the same `/graphql` endpoint. The socket authenticates once on connection with the
 * same JWT (`connectionParams: { authorization: "Bearer …" }`) and only ever receives the caller's own events.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /** A new message in one of the caller's conversations; `bookingId` narrows it to one booking. */
  messageAdded: Message;
};


/**
 * Live events over graphql-ws on the same `/graphql` endpoint. The socket authenticates once on connection with the
 * same JWT (`connectionParams: { authorization: "Bearer …" }`) and only ever receives the caller's own events.
 */
export type SubscriptionMessageAddedArgs = {
  bookingId?: InputMaybe<Scalars['ID']['input']>;
};

/** Where a plan subscription was bought. */
export type SubscriptionPlatform =
  | 'bookingcom'
  | 'ios'
  | 'manual'
  | 'others'
  | 'stripe';

/** Fields of PUT /users/{id}; omitted fields are left as they are. */
export type UpdateUserInput = {
  currency?: InputMaybe<Currency>;
  onboardModeSelection?: InputMaybe<AppMode>;
};

/** An account: a host (or a guest of the mobile apps). */
export type User = {
  __typename?: 'User';
  acceptsMarketing: Scalars['Boolean']['output'];
  /** The active plan subscription, null when there is none (the plan page then asks to pick one). */
  activeSubscription?: Maybe<PlanSubscription>;
  addressCity?: Maybe<Scalars['String']['output']>;
  addressCountry?: Maybe<Scalars['String']['output']>;
  addressHouseNameNumber?: Maybe<Scalars['String']['output']>;
  addressPostcode?: Maybe<Scalars['String']['output']>;
  addressStreet?: Maybe<Scalars['String']['output']>;
  avatarImage?: Maybe<ImageSizes>;
  companyAddressCity?: Maybe<Scalars['String']['output']>;
  companyAddressCountry?: Maybe<Scalars['String']['output']>;
  companyAddressHouseNameNumber?: Maybe<Scalars['String']['output']>;
  companyAddressPostcode?: Maybe<Scalars['String']['output']>;
  companyAddressStreet?: Maybe<Scalars['String']['output']>;
  companyMerchantName?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  companyWebsite?: Maybe<Scalars['String']['output']>;
  /** Null until the user picks one. */
  currency?: Maybe<Currency>;
  /** The symbol for `currency`: $ for usd and cad, € for eur, otherwise £. */
  currencySymbol: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** First and last name, as the header shows it. */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Company users also keep a company profile. */
  isCompany: Scalars['Boolean']['output'];
  /** Default English. */
  language: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** Null until the user picks guest or host mode. */
  onboardModeSelection?: Maybe<AppMode>;
  phone?: Maybe<Scalars['String']['output']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AppMode: AppMode;
  AuthPayload: ResolverTypeWrapper<Omit<AuthPayload, 'user'> & { user: ResolversTypes['User'] }>;
  Booking: ResolverTypeWrapper<Omit<Booking, 'mainGuest' | 'messages' | 'property'> & { mainGuest?: Maybe<ResolversTypes['User']>, messages: Array<ResolversTypes['Message']>, property: ResolversTypes['Property'] }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Calendar: ResolverTypeWrapper<Calendar>;
  CalendarDay: ResolverTypeWrapper<CalendarDay>;
  CancellationPolicyMode: CancellationPolicyMode;
  CompanyInput: CompanyInput;
  Currency: Currency;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HomeGuide: ResolverTypeWrapper<HomeGuide>;
  HomeGuideType: HomeGuideType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSizes: ResolverTypeWrapper<ImageSizes>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LineItem: ResolverTypeWrapper<LineItem>;
  LocalGuide: ResolverTypeWrapper<LocalGuide>;
  Message: ResolverTypeWrapper<MessageDtoModel>;
  MessageTemplate: ResolverTypeWrapper<MessageTemplate>;
  Money: ResolverTypeWrapper<Money>;
  MonthlyAmount: ResolverTypeWrapper<MonthlyAmount>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PlaceSuggestion: ResolverTypeWrapper<PlaceSuggestion>;
  Plan: ResolverTypeWrapper<Plan>;
  PlanSubscription: ResolverTypeWrapper<PlanSubscriptionDtoModel>;
  ProfileInput: ProfileInput;
  Property: ResolverTypeWrapper<Omit<Property, 'owner'> & { owner: ResolversTypes['User'] }>;
  PropertyCalendar: ResolverTypeWrapper<Omit<PropertyCalendar, 'bookings'> & { bookings: Array<ResolversTypes['Booking']> }>;
  PropertyChannel: ResolverTypeWrapper<PropertyChannel>;
  Provider: ResolverTypeWrapper<Provider>;
  Purchase: ResolverTypeWrapper<Purchase>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RatingSummary: ResolverTypeWrapper<RatingSummary>;
  RegisterInput: RegisterInput;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  SearchResults: ResolverTypeWrapper<SearchResults>;
  Service: ResolverTypeWrapper<Service>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SubscriptionPlatform: SubscriptionPlatform;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserDtoModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: Omit<AuthPayload, 'user'> & { user: ResolversParentTypes['User'] };
  Booking: Omit<Booking, 'mainGuest' | 'messages' | 'property'> & { mainGuest?: Maybe<ResolversParentTypes['User']>, messages: Array<ResolversParentTypes['Message']>, property: ResolversParentTypes['Property'] };
  Boolean: Scalars['Boolean']['output'];
  Calendar: Calendar;
  CalendarDay: CalendarDay;
  CompanyInput: CompanyInput;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Float: Scalars['Float']['output'];
  HomeGuide: HomeGuide;
  ID: Scalars['ID']['output'];
  ImageSizes: ImageSizes;
  Int: Scalars['Int']['output'];
  LineItem: LineItem;
  LocalGuide: LocalGuide;
  Message: MessageDtoModel;
  MessageTemplate: MessageTemplate;
  Money: Money;
  MonthlyAmount: MonthlyAmount;
  Mutation: Record<PropertyKey, never>;
  PlaceSuggestion: PlaceSuggestion;
  Plan: Plan;
  PlanSubscription: PlanSubscriptionDtoModel;
  ProfileInput: ProfileInput;
  Property: Omit<Property, 'owner'> & { owner: ResolversParentTypes['User'] };
  PropertyCalendar: Omit<PropertyCalendar, 'bookings'> & { bookings: Array<ResolversParentTypes['Booking']> };
  PropertyChannel: PropertyChannel;
  Provider: Provider;
  Purchase: Purchase;
  Query: Record<PropertyKey, never>;
  RatingSummary: RatingSummary;
  RegisterInput: RegisterInput;
  SearchResult: SearchResult;
  SearchResults: SearchResults;
  Service: Service;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  UpdateUserInput: UpdateUserInput;
  User: UserDtoModel;
};

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BookingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Booking'] = ResolversParentTypes['Booking']> = {
  deletedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inviteCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainGuest?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfGuest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ota?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  property?: Resolver<ResolversTypes['Property'], ParentType, ContextType>;
  provider?: Resolver<Maybe<ResolversTypes['Provider']>, ParentType, ContextType>;
  providerGuestName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchases?: Resolver<Array<ResolversTypes['Purchase']>, ParentType, ContextType>;
  ratingApp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingCleanliness?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingCondition?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ratingOverall?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ruReservationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type CalendarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Calendar'] = ResolversParentTypes['Calendar']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastSyncError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSyncedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['Provider'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarDay'] = ResolversParentTypes['CalendarDay']> = {
  blocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minNightsOverride?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rateOverride?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type HomeGuideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HomeGuide'] = ResolversParentTypes['HomeGuide']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['HomeGuideType'], ParentType, ContextType>;
  youtubeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageSizesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageSizes'] = ResolversParentTypes['ImageSizes']> = {
  largeUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mediumUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originalUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  squareSmallUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type LineItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LineItem'] = ResolversParentTypes['LineItem']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType>;
};

export type LocalGuideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocalGuide'] = ResolversParentTypes['LocalGuide']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  websiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  booking?: Resolver<ResolversTypes['Booking'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type MessageTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageTemplate'] = ResolversParentTypes['MessageTemplate']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
};

export type MonthlyAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthlyAmount'] = ResolversParentTypes['MonthlyAmount']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  updateCompany?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateCompanyArgs, 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
};

export type PlaceSuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceSuggestion'] = ResolversParentTypes['PlaceSuggestion']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secondaryText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  comingSoon?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerUnitMonthly?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trialDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlanSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanSubscription'] = ResolversParentTypes['PlanSubscription']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  planIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['SubscriptionPlatform'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type PropertyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Property'] = ResolversParentTypes['Property']> = {
  airbnbUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseRate?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  canSleepMax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cancellationPolicyMode?: Resolver<Maybe<ResolversTypes['CancellationPolicyMode']>, ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['PropertyChannel']>, ParentType, ContextType>;
  daysBeforeArrival?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalToOperate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenceExempt?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  licenceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minNights?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfBathrooms?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  space?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  standardGuests?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PropertyCalendarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyCalendar'] = ResolversParentTypes['PropertyCalendar']> = {
  blocked?: Resolver<Array<ResolversTypes['Boolean']>, ParentType, ContextType>;
  bookings?: Resolver<Array<ResolversTypes['Booking']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  minNights?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  propertyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rates?: Resolver<Array<Maybe<ResolversTypes['Int']>>, ParentType, ContextType>;
};

export type PropertyChannelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PropertyChannel'] = ResolversParentTypes['PropertyChannel']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ota?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Provider'] = ResolversParentTypes['Provider']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PurchaseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Purchase'] = ResolversParentTypes['Purchase']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineItems?: Resolver<Array<ResolversTypes['LineItem']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
};

export type RatingSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RatingSummary'] = ResolversParentTypes['RatingSummary']> = {
  app?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  cleanliness?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  overall?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  arriveAfter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departBefore?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  propertyAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  propertyImagePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  propertyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  bookings?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  properties?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  services?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  messageAdded?: SubscriptionResolver<ResolversTypes['Message'], "messageAdded", ParentType, ContextType, Partial<SubscriptionMessageAddedArgs>>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  acceptsMarketing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  activeSubscription?: Resolver<Maybe<ResolversTypes['PlanSubscription']>, ParentType, ContextType>;
  addressCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressHouseNameNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressPostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  addressStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatarImage?: Resolver<Maybe<ResolversTypes['ImageSizes']>, ParentType, ContextType>;
  companyAddressCity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressHouseNameNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressPostcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyAddressStreet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyMerchantName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyWebsite?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCompany?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onboardModeSelection?: Resolver<Maybe<ResolversTypes['AppMode']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Booking?: BookingResolvers<ContextType>;
  Calendar?: CalendarResolvers<ContextType>;
  CalendarDay?: CalendarDayResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  HomeGuide?: HomeGuideResolvers<ContextType>;
  ImageSizes?: ImageSizesResolvers<ContextType>;
  LineItem?: LineItemResolvers<ContextType>;
  LocalGuide?: LocalGuideResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageTemplate?: MessageTemplateResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MonthlyAmount?: MonthlyAmountResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PlaceSuggestion?: PlaceSuggestionResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanSubscription?: PlanSubscriptionResolvers<ContextType>;
  Property?: PropertyResolvers<ContextType>;
  PropertyCalendar?: PropertyCalendarResolvers<ContextType>;
  PropertyChannel?: PropertyChannelResolvers<ContextType>;
  Provider?: ProviderResolvers<ContextType>;
  Purchase?: PurchaseResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RatingSummary?: RatingSummaryResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
};

