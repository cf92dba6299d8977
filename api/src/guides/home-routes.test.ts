import { MESSAGES, PROPERTY_MESSAGES } from '@portal/schema';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { violationsOf, type SignedInUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { addProperty } from '../test/listings.js';
import { withResourceSuite } from '../test/resource-suite.js';

const jpeg = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

describe.each(testDatabases())('/home-guides on $name', (database) => {
  const { t, host, other, post, put, expectOutOfReach, expectDeleted } = withResourceSuite(database, '/home-guides');
  const upload = async (user: SignedInUser) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { ...user.auth, 'content-type': 'image/jpeg' },
      payload: await jpeg(),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ path: string }>().path;
  };

  it('creates, lists by type and title, edits and deletes an entry; any YouTube link becomes its id', async () => {
    const { iri } = await addProperty(t.app, host);
    const image = await upload(host);
    const created = await post(host, {
      property: iri,
      type: 'heating',
      title: 'Boiler',
      description: 'Press reset twice.\nWait a minute.',
      image,
      youtubeId: 'https://youtu.be/dQw4w9WgXcQ?t=3',
    });
    expect(created.statusCode, created.body).toBe(201);
    const guide = created.json();
    expect(guide).toMatchObject({
      '@id': `/home-guides/${guide.id}`,
      '@type': 'HomeGuide',
      property: iri,
      type: 'heating',
      title: 'Boiler',
      description: 'Press reset twice.\nWait a minute.',
      image,
      youtubeId: 'dQw4w9WgXcQ',
    });
    expect(guide.imageUrl).toMatch(/\/uploads\//);
    for (const [youtubeId, title] of [
      ['https://www.youtube.com/watch?v=abcdefghijk', 'Telly'],
      ['youtube.com/embed/abcdefghijk', 'Alarm'],
      ['https://www.youtube.com/shorts/abcdefghijk', 'Aerial'],
    ] as const) {
      const response = await post(host, { property: iri, type: 'entertainment', title, youtubeId });
      expect(response.json().youtubeId).toBe('abcdefghijk');
    }
    const list = await t.app.inject({ url: `/home-guides?property=${iri}`, headers: host.auth });
    expect(list.json()['hydra:member'].map((g: { title: string }) => g.title)).toEqual([
      'Aerial',
      'Alarm',
      'Telly',
      'Boiler',
    ]);

    const edited = await put(host, guide['@id'], { title: 'Combi boiler', youtubeId: null, image: null });
    expect(edited.json()).toMatchObject({ title: 'Combi boiler', youtubeId: null, image: null, imageUrl: null });
    await expectDeleted(host, guide['@id']);
  });

  it('gives the §5 field messages', async () => {
    const { iri } = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: iri }))).toEqual([
      { propertyPath: 'type', message: MESSAGES.required },
      { propertyPath: 'title', message: MESSAGES.required },
    ]);
    expect(
      violationsOf(
        await post(host, {
          property: iri,
          type: 'garage',
          title: 'x'.repeat(51),
          description: 'y'.repeat(1001),
          youtubeId: 'https://vimeo.com/76979871',
          image: '../../etc/passwd',
        }),
      ),
    ).toEqual([
      { propertyPath: 'type', message: PROPERTY_MESSAGES.notInList },
      { propertyPath: 'title', message: PROPERTY_MESSAGES.tooLong },
      { propertyPath: 'description', message: PROPERTY_MESSAGES.tooLong },
      { propertyPath: 'image', message: PROPERTY_MESSAGES.imageReference },
      { propertyPath: 'youtubeId', message: PROPERTY_MESSAGES.youtube },
    ]);
    const guide = (await post(host, { property: iri, type: 'bins', title: 'Bins' })).json();
    expect(violationsOf(await put(host, guide['@id'], { title: '  ' }))).toEqual([
      { propertyPath: 'title', message: MESSAGES.required },
    ]);
  });

  it("keeps other users' listings, entries and uploads out of reach", async () => {
    const theirs = await addProperty(t.app, other);
    const mine = await addProperty(t.app, host);
    expect(violationsOf(await post(host, { property: theirs.iri, type: 'bins', title: 'Bins' }))).toEqual([
      { propertyPath: 'property', message: PROPERTY_MESSAGES.listingNotFound },
    ]);
    const theirImage = await upload(other);
    expect(
      violationsOf(await post(host, { property: mine.iri, type: 'bins', title: 'Bins', image: theirImage })),
    ).toEqual([{ propertyPath: 'image', message: PROPERTY_MESSAGES.imageNotFound }]);
    const guide = (await post(other, { property: theirs.iri, type: 'bins', title: 'Bins' })).json();
    await expectOutOfReach(host, guide['@id'], { title: 'Mine' });
    const list = await t.app.inject({ url: `/home-guides?property=${theirs.iri}`, headers: host.auth });
    expect(list.json()['hydra:member']).toEqual([]);
    expect((await t.app.inject({ url: guide['@id'], headers: other.auth })).json().title).toBe('Bins');
  });
});
