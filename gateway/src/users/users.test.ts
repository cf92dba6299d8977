import { ACCOUNT_MESSAGES, MESSAGES } from '@portal/schema';
import { newRegistration } from '@portal/testkit/registration';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import { withTestStack, graphql, registerUser, type TestUser } from '../test/harness.js';

const stack = withTestStack({ users: ['Ada', 'Bob'] });
const [ada, bob] = stack.users;

/** The REST calls `run` makes through the gateway. */
async function restCallsOf(run: () => Promise<unknown>): Promise<number> {
  const before = stack.gateway.rest.stats.requests;
  await run();
  return stack.gateway.rest.stats.requests - before;
}

const USER_FIELDS =
  'id email firstName lastName fullName currency currencySymbol onboardModeSelection activeSubscription { id }';

describe('register', () => {
  it('creates the account and signs it in: AuthPayload { token, user } in two REST calls (register, login)', async () => {
    const input = newRegistration({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      acceptsMarketing: true,
    });
    let response: Awaited<ReturnType<typeof graphql>> = {};
    const calls = await restCallsOf(async () => {
      response = await graphql(
        stack.gateway.url,
        `mutation($input: RegisterInput!) { register(input: $input) { token user { ${USER_FIELDS} } } }`,
        {
          variables: { input },
        },
      );
    });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({
      register: {
        token: expect.any(String),
        user: {
          id: expect.stringMatching(/^\d+$/),
          email: 'grace@example.com',
          firstName: 'Grace',
          lastName: 'Hopper',
          fullName: 'Grace Hopper',
          currency: null,
          currencySymbol: '£',
          onboardModeSelection: null,
          activeSubscription: null,
        },
      },
    });
    expect(calls).toBe(2);
  });

  it.each([
    ['', MESSAGES.passwordBlank],
    ['alllowercase', MESSAGES.passwordFormat],
    ['Ab1', MESSAGES.passwordTooShort],
  ])('password %j: BAD_USER_INPUT with the REST violation verbatim', async (plainPassword, message) => {
    const input = { firstName: 'Eve', lastName: 'Host', email: 'eve@example.com', plainPassword };
    const { data, errors } = await graphql(
      stack.gateway.url,
      'mutation($input: RegisterInput!) { register(input: $input) { token } }',
      {
        variables: { input },
      },
    );
    expect(data).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'plainPassword', message }],
    });
  });

  it('a taken email is a violation on email', async () => {
    const input = { firstName: 'Ada', lastName: 'Again', email: ada.email, plainPassword: 'Secret123' };
    const { errors } = await graphql(
      stack.gateway.url,
      'mutation($input: RegisterInput!) { register(input: $input) { token } }',
      {
        variables: { input },
      },
    );
    expect(errors?.[0]?.extensions.violations).toEqual([{ propertyPath: 'email', message: MESSAGES.emailTaken }]);
  });
});

describe('login', () => {
  const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token user { id email } } }`;

  it('answers the token and the user (POST /login, then GET /me with the new token)', async () => {
    let response: Awaited<ReturnType<typeof graphql>> = {};
    const calls = await restCallsOf(async () => {
      response = await graphql(stack.gateway.url, LOGIN, { variables: { email: ada.email, password: ada.password } });
    });
    expect(response.data).toEqual({ login: { token: expect.any(String), user: { id: ada.id, email: ada.email } } });
    expect(calls).toBe(2);
  });

  it("fails with 'Incorrect email or password' as UNAUTHENTICATED", async () => {
    const { data, errors } = await graphql(stack.gateway.url, LOGIN, {
      variables: { email: ada.email, password: 'Wrong1234' },
    });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: MESSAGES.loginFailed, extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('me and user(id)', () => {
  it('me is the caller', async () => {
    const { data } = await graphql(stack.gateway.url, `{ me { ${USER_FIELDS} } }`, { token: ada.token });
    expect(data?.me).toMatchObject({ id: ada.id, email: ada.email, fullName: 'Ada Host' });
  });

  it('without a token: UNAUTHENTICATED', async () => {
    const { data, errors } = await graphql(stack.gateway.url, '{ me { id } }');
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('with a forged token: UNAUTHENTICATED', async () => {
    const { errors } = await graphql(stack.gateway.url, '{ me { id } }', { token: 'not-a-jwt' });
    expect(errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it("another user's id: user is null with a NOT_FOUND error (the same as an id that does not exist)", async () => {
    const { data, errors } = await graphql(
      stack.gateway.url,
      `
        query ($id: ID!) {
          user(id: $id) {
            id
            email
          }
        }
      `,
      {
        variables: { id: bob.id },
        token: ada.token,
      },
    );
    expect(data).toEqual({ user: null });
    expect(errors).toMatchObject([{ path: ['user'], extensions: { code: 'NOT_FOUND' } }]);
  });

  it('one operation asking me and three users (two distinct ids) makes two REST calls: GET /me and one GET /users', async () => {
    const query = `query($mine: ID!, $other: ID!) {
      me { id }
      a: user(id: $mine) { id }
      b: user(id: $mine) { email }
      c: user(id: $other) { id }
    }`;
    let response: Awaited<ReturnType<typeof graphql>> = {};
    const calls = await restCallsOf(async () => {
      response = await graphql(stack.gateway.url, query, {
        variables: { mine: ada.id, other: bob.id },
        token: ada.token,
      });
    });
    expect(response.data).toEqual({ me: { id: ada.id }, a: { id: ada.id }, b: { email: ada.email }, c: null });
    expect(response.errors).toMatchObject([{ path: ['c'], extensions: { code: 'NOT_FOUND' } }]);
    expect(calls).toBe(2);
  });

  it('the same user asked for twice in one operation is one REST call', async () => {
    const calls = await restCallsOf(() =>
      graphql(
        stack.gateway.url,
        `
          query ($id: ID!) {
            a: user(id: $id) {
              id
            }
            b: user(id: $id) {
              fullName
            }
          }
        `,
        {
          variables: { id: ada.id },
          token: ada.token,
        },
      ),
    );
    expect(calls).toBe(1);
  });

  it('concurrent requests of two users never see each other', async () => {
    const query = `query($ada: ID!, $bob: ID!) { me { id email } ada: user(id: $ada) { email } bob: user(id: $bob) { email } }`;
    const variables = { ada: ada.id, bob: bob.id };
    const callers = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? ada : bob));
    const responses = await Promise.all(
      callers.map((caller) => graphql(stack.gateway.url, query, { variables, token: caller.token })),
    );
    responses.forEach((response, i) => {
      const caller = callers[i]!;
      const own = caller === ada ? 'ada' : 'bob';
      const other = caller === ada ? 'bob' : 'ada';
      expect(response.data).toMatchObject({
        me: { id: caller.id, email: caller.email },
        [own]: { email: caller.email },
        [other]: null,
      });
    });
  });
});

describe('updates return the User with its id (the client cache updates itself)', () => {
  it('updateUser sets onboardModeSelection and currency', async () => {
    let response: Awaited<ReturnType<typeof graphql>> = {};
    const calls = await restCallsOf(async () => {
      response = await graphql(
        stack.gateway.url,
        `
          mutation {
            updateUser(input: { onboardModeSelection: host, currency: usd }) {
              id
              onboardModeSelection
              currency
              currencySymbol
            }
          }
        `,
        { token: bob.token },
      );
    });
    expect(response.data).toEqual({
      updateUser: { id: bob.id, onboardModeSelection: 'host', currency: 'usd', currencySymbol: '$' },
    });
    expect(calls).toBe(2); // GET /me for the id, PUT /users/{id}
  });

  it('a second currency is BAD_USER_INPUT with the REST violation', async () => {
    const { errors } = await graphql(
      stack.gateway.url,
      `
        mutation {
          updateUser(input: { currency: eur }) {
            id
          }
        }
      `,
      { token: bob.token },
    );
    expect(errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'currency', message: MESSAGES.currencyLocked }],
    });
  });

  it('without a token: UNAUTHENTICATED', async () => {
    const { errors } = await graphql(
      stack.gateway.url,
      `
        mutation {
          updateUser(input: { onboardModeSelection: guest }) {
            id
          }
        }
      `,
    );
    expect(errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('updateCompany saves the company profile', async () => {
    const input = {
      isCompany: true,
      companyName: 'Ada Lets Ltd',
      companyWebsite: 'https://ada.example.com',
      companyAddressHouseNameNumber: '12',
      companyAddressStreet: 'High Street',
      companyAddressCity: 'London',
      companyAddressPostcode: 'N1 1AA',
      companyAddressCountry: 'United Kingdom',
      companyMerchantName: 'ADA LETS',
    };
    const mutation = `mutation ($input: CompanyInput!) { updateCompany(input: $input) { id isCompany companyName } }`;
    expect(await stack.ok(ada, mutation, { input })).toEqual({
      updateCompany: { id: ada.id, isCompany: true, companyName: 'Ada Lets Ltd' },
    });
  });

  it('updateProfile saves the personal details', async () => {
    const input = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ada.email,
      phone: '+44 7700 900789',
      addressHouseNameNumber: '1',
      addressStreet: 'St James Square',
      addressCity: 'London',
      addressPostcode: 'SW1Y 4JU',
      addressCountry: 'United Kingdom',
      language: 'English',
    };
    const mutation = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id fullName addressCity } }`;
    expect(await stack.ok(ada, mutation, { input })).toEqual({
      updateProfile: { id: ada.id, fullName: 'Ada Lovelace', addressCity: 'London' },
    });
  });
});

describe('account security', () => {
  const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;
  const anotherToken = async (user: TestUser) => {
    const { data } = await graphql<{ login: { token: string } }>(stack.gateway.url, LOGIN, {
      variables: { email: user.email, password: user.password },
    });
    return data!.login.token;
  };
  const meCode = async (token: string) =>
    (await graphql(stack.gateway.url, '{ me { id } }', { token })).errors?.[0]?.extensions.code;
  /** What the REST API itself says of the token (the gateway's subscription re-check asks GET /me). */
  const restMeStatus = async (token: string) =>
    (await fetch(`${stack.api.url}/me`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('logout revokes the token of the request on the server, in one REST call; other sessions go on', async () => {
    const user = await registerUser(stack.gateway.url, 'Lou');
    const other = await anotherToken(user);
    let response: Awaited<ReturnType<typeof graphql>> = {};
    const calls = await restCallsOf(async () => {
      response = await graphql(stack.gateway.url, 'mutation { logout }', { token: user.token });
    });
    expect(response).toEqual({ data: { logout: true } });
    expect(calls).toBe(1);
    expect(await meCode(user.token)).toBe('UNAUTHENTICATED');
    expect(await restMeStatus(user.token)).toBe(401);
    expect(await meCode(other)).toBeUndefined();
  });

  it('logout(everywhere: true) retires every token of the user', async () => {
    const user = await registerUser(stack.gateway.url, 'Eve');
    const other = await anotherToken(user);
    const { data } = await graphql(stack.gateway.url, 'mutation { logout(everywhere: true) }', { token: other });
    expect(data).toEqual({ logout: true });
    expect(await meCode(user.token)).toBe('UNAUTHENTICATED');
    expect(await meCode(other)).toBe('UNAUTHENTICATED');
    expect(await restMeStatus(user.token)).toBe(401);
    expect(await meCode(await anotherToken(user))).toBeUndefined();
  });

  it('logout without a valid token: UNAUTHENTICATED', async () => {
    const { data, errors } = await graphql(stack.gateway.url, 'mutation { logout }');
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  const PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id email } }`;
  const profileInput = (user: TestUser, overrides: Record<string, unknown>) => ({
    firstName: 'Kim',
    lastName: 'Host',
    email: user.email,
    phone: '+44 7700 900789',
    addressHouseNameNumber: '1',
    addressStreet: 'Quay Street',
    addressCity: 'Whitby',
    addressPostcode: 'YO22 4AB',
    addressCountry: 'United Kingdom',
    language: 'English',
    ...overrides,
  });

  it('updateProfile needs currentPassword to change the email: BAD_USER_INPUT on currentPassword otherwise', async () => {
    const user = await registerUser(stack.gateway.url, 'Kim');
    const newEmail = `new-${user.email}`;
    for (const currentPassword of [undefined, 'Wrong-Pass-1']) {
      const { data, errors } = await graphql(stack.gateway.url, PROFILE, {
        variables: { input: profileInput(user, { email: newEmail, currentPassword }) },
        token: user.token,
      });
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions).toEqual({
        code: 'BAD_USER_INPUT',
        violations: [{ propertyPath: 'currentPassword', message: ACCOUNT_MESSAGES.currentPasswordIncorrect }],
      });
    }
    const { data } = await graphql(stack.gateway.url, PROFILE, {
      variables: { input: profileInput(user, { email: newEmail, currentPassword: user.password }) },
      token: user.token,
    });
    expect(data).toEqual({ updateProfile: { id: user.id, email: newEmail } });
  });

  it.each([
    ['Password1', ACCOUNT_MESSAGES.passwordTooCommon],
    [`Sunny-Flat-42${'x'.repeat(116)}`, ACCOUNT_MESSAGES.passwordTooLong],
  ])('register refuses the password %#: BAD_USER_INPUT with the REST violation', async (plainPassword, message) => {
    const input = { firstName: 'Pat', lastName: 'Host', email: 'pat@example.com', plainPassword };
    const { errors } = await graphql(
      stack.gateway.url,
      'mutation($input: RegisterInput!) { register(input: $input) { token } }',
      {
        variables: { input },
      },
    );
    expect(errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      violations: [{ propertyPath: 'plainPassword', message }],
    });
  });
});
