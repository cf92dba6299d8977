import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, HStack, Stack } from '@chakra-ui/react';
import { LOCAL_GUIDE_CATEGORIES, type LocalGuideCategory, type LocalGuideType } from '@portal/schema';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  LocalGuideEntry_GuideFragmentDoc,
  LocalGuidePlaceDocument,
  useCreateLocalGuideMutation,
  useDeleteLocalGuideMutation,
  useUpdateLocalGuideMutation,
  type LocalGuideEntry_GuideFragment,
  type LocalGuidePageQuery,
} from '../../__generated__/graphql';
import { useFragmentData } from '../../apollo/fragments';
import { DeleteEntryButton } from '../../components/DeleteButton/DeleteEntryButton';
import { evictObject } from '../../apollo/evictRemoved';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { useImageUpload } from '../../properties/photos/uploadImage';
import { GuideNotFound } from '../GuideStates';
import { CATEGORY_LABELS, LOCAL_GUIDE, localGuideHref } from './copy';
import { LOCAL_GUIDE_FIELDS, LocalGuideForm, type LocalGuideFormValues } from './LocalGuideForm';
import { PlacesMap } from '../../places/map/PlacesMap';
import type { MapTiles } from '../../places/map/types';
import { PlaceSearch, type PlaceSuggestion } from '../../places/PlaceSearch';
import { listingPoint } from './listingPoint';

type Property = NonNullable<LocalGuidePageQuery['property']>;

/** `/local-guide/add/{type}`: a type, or a hotspot category (`/add/food`). */
export function typeOfAddPath(
  value: string | undefined,
): { type: LocalGuideType; category?: LocalGuideCategory } | null {
  if (value === 'essential' || value === 'hotspot' || value === 'delivery') return { type: value };
  const category = LOCAL_GUIDE_CATEGORIES.find((c) => c === value);
  return category ? { type: 'hotspot', category } : null;
}

const inputOf = (values: LocalGuideFormValues) => ({
  name: values.name,
  placeId: values.placeId ?? null,
  placesPhotoReference: values.placesPhotoReference ?? null,
  websiteUrl: values.websiteUrl ?? null,
  latitude: typeof values.latitude === 'number' ? values.latitude : null,
  longitude: typeof values.longitude === 'number' ? values.longitude : null,
  image: values.image ?? null,
  price: values.price ?? null,
  category: (values.category as LocalGuideCategory | null | undefined) ?? null,
  description: values.description ?? null,
});

/** Add (`kind`) or edit (`id`) a local guide entry: search first, or the form for entries without a placeId. */
export function LocalGuideEditor({
  property,
  tiles,
  id,
  kind,
}: {
  property: Property;
  tiles: MapTiles;
  id?: string;
  kind?: { type: LocalGuideType; category?: LocalGuideCategory };
}) {
  const ref = id ? property.localGuides.find((guide) => guide.id === id) : undefined;
  const guide = useFragmentData(LocalGuideEntry_GuideFragmentDoc, ref ?? null);
  if (id && !guide) {
    return (
      <GuideNotFound
        title={LOCAL_GUIDE.notFoundTitle}
        body={LOCAL_GUIDE.notFoundBody}
        back={LOCAL_GUIDE.back}
        to={localGuideHref(property.id)}
      />
    );
  }
  return (
    <Editor
      property={property}
      tiles={tiles}
      guide={guide}
      kind={guide ? { type: guide.type } : (kind ?? { type: 'essential' })}
    />
  );
}

function Editor({
  property,
  tiles,
  guide,
  kind,
}: {
  property: Property;
  tiles: MapTiles;
  guide: LocalGuideEntry_GuideFragment | null;
  kind: { type: LocalGuideType; category?: LocalGuideCategory };
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const upload = useImageUpload();
  const [create] = useCreateLocalGuideMutation();
  const [update] = useUpdateLocalGuideMutation();
  const near =
    property.addressLatitude != null && property.addressLongitude != null
      ? { latitude: property.addressLatitude, longitude: property.addressLongitude }
      : null;
  // An entry without a placeId opens in manual mode; a new one starts with the search (spec §4).
  const [mode, setMode] = useState<'search' | 'manual'>(guide ? (guide.placeId ? 'search' : 'manual') : 'search');
  const [picked, setPicked] = useState<Partial<LocalGuideFormValues> | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  // A hotspot's category lists its places near the listing before anything is typed ("cafés near here").
  const category = kind.type === 'hotspot' ? (guide?.category ?? kind.category ?? null) : null;

  const submit = useSubmitHandler(
    async (values: LocalGuideFormValues) => {
      if (guide) await update({ variables: { id: guide.id, input: inputOf(values) } });
      else await create({ variables: { propertyId: property.id, input: { ...inputOf(values), type: kind.type } } });
      void navigate(localGuideHref(property.id));
    },
    { fields: LOCAL_GUIDE_FIELDS, flashMessage: guide ? LOCAL_GUIDE.saved : LOCAL_GUIDE.added },
  );

  async function choose(suggestion: PlaceSuggestion) {
    setChoosing(suggestion.placeId);
    try {
      const { data } = await client.query({
        query: LocalGuidePlaceDocument,
        variables: { placeId: suggestion.placeId },
      });
      const place = data?.place;
      if (place) {
        setPicked({
          name: place.name,
          placeId: place.placeId,
          placesPhotoReference: place.photoReference ?? null,
          websiteUrl: place.websiteUrl ?? null,
          latitude: place.latitude,
          longitude: place.longitude,
        });
      }
      setMode('manual');
    } finally {
      setChoosing(null);
    }
  }

  const entryPoint = useMemo(() => {
    const latitude = picked?.latitude ?? guide?.latitude;
    const longitude = picked?.longitude ?? guide?.longitude;
    const name = picked?.name ?? guide?.name ?? '';
    return typeof latitude === 'number' && typeof longitude === 'number'
      ? [{ id: guide?.id ?? 'new', name, latitude, longitude }]
      : [];
  }, [picked, guide]);

  const initialValues = useMemo<Partial<LocalGuideFormValues>>(
    () => ({
      // Editing: the guide's value of every field of the form.
      ...(guide
        ? Object.fromEntries(LOCAL_GUIDE_FIELDS.map((field) => [field, guide[field]]))
        : { category: kind.category ?? null }),
      ...picked,
    }),
    [guide, kind.category, picked],
  );

  return (
    <Stack gap="6">
      {guide && <PlacePhotoNotice status={guide.placePhotoStatus} />}
      {mode === 'search' ? (
        <Box maxW="2xl">
          <PlaceSearch
            label={LOCAL_GUIDE.searchLabel}
            helperText={category && near ? LOCAL_GUIDE.nearbyHint(CATEGORY_LABELS[category]) : LOCAL_GUIDE.searchHint}
            placeholder="e.g. Borough Market"
            types="establishment"
            near={near}
            category={category}
            onChoose={(s) => void choose(s)}
            choosing={choosing}
          >
            <HStack>
              <Button variant="outline" size="sm" onClick={() => setMode('manual')}>
                {LOCAL_GUIDE.manual}
              </Button>
            </HStack>
          </PlaceSearch>
        </Box>
      ) : (
        <LocalGuideForm
          initialValues={initialValues}
          hotspot={kind.type === 'hotspot'}
          savedImageUrl={guide?.imageUrl ?? null}
          upload={upload}
          onSubmit={submit}
          actions={guide && <DeleteLocalGuide propertyId={property.id} guide={guide} />}
        />
      )}
      <Box maxW="2xl">
        <PlacesMap
          label={LOCAL_GUIDE.entryMapLabel}
          listing={listingPoint(property)}
          places={entryPoint}
          tiles={tiles}
        />
      </Box>
      {mode === 'manual' && !guide && (
        <Button alignSelf="flex-start" variant="ghost" size="sm" onClick={() => setMode('search')}>
          Search nearby places instead
        </Button>
      )}
    </Stack>
  );
}

/** Why the entry has no place photo, when storing it failed at the last save (the next save retries). */
function PlacePhotoNotice({ status }: { status: LocalGuideEntry_GuideFragment['placePhotoStatus'] }) {
  if (status !== 'unavailable' && status !== 'storageFull') return null;
  return (
    <Alert.Root status="warning" variant="subtle" maxW="2xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {status === 'storageFull' ? LOCAL_GUIDE.photoStorageFull : LOCAL_GUIDE.photoUnavailable}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function DeleteLocalGuide({ propertyId, guide }: { propertyId: string; guide: LocalGuideEntry_GuideFragment }) {
  const [mutate] = useDeleteLocalGuideMutation();
  const remove = () => mutate({ variables: { id: guide.id }, update: evictObject('LocalGuide', guide.id) });
  return <DeleteEntryButton copy={LOCAL_GUIDE} name={guide.name} onDelete={remove} then={localGuideHref(propertyId)} />;
}
