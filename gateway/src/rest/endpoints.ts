import type {
  CompanyBody,
  LoginBody,
  LoginDto,
  ProfileBody,
  RegisterBody,
  UpdateUserBody,
  UserDto,
} from '../users/dto.js';

/** A REST route's answer and request body. */
export interface Endpoint<Response, Body = never> {
  response: Response;
  body: Body;
}

export interface HydraCollection<T> {
  'hydra:member': T[];
  'hydra:totalItems': number;
}

/** The REST routes the gateway calls, by method and path (spec §7); a path outside this table does not compile. */
export interface RestEndpoints {
  GET: {
    '/me': Endpoint<UserDto>;
    '/users': Endpoint<HydraCollection<UserDto>>;
    [user: `/users/${number}`]: Endpoint<UserDto>;
  };
  POST: {
    '/login': Endpoint<LoginDto, LoginBody>;
    '/register': Endpoint<UserDto, RegisterBody>;
  };
  PUT: {
    [user: `/users/${number}`]: Endpoint<UserDto, UpdateUserBody>;
    [profile: `/users/${number}/profile`]: Endpoint<UserDto, ProfileBody>;
    [company: `/users/${number}/company`]: Endpoint<UserDto, CompanyBody>;
  };
  DELETE: Record<never, Endpoint<unknown>>;
}
