import type { HomeGuideType } from '@portal/schema';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  HomeGuideEntry_GuideFragmentDoc,
  useCreateHomeGuideMutation,
  useDeleteHomeGuideMutation,
  useUpdateHomeGuideMutation,
  type HomeGuideEntry_GuideFragment,
  type HomeGuidePageQuery,
} from '../../__generated__/graphql';
import { useFragmentData } from '../../apollo/fragments';
import { evictObject } from '../../apollo/evictRemoved';
import { DeleteEntryButton } from '../../components/DeleteButton/DeleteEntryButton';
import { useSubmitHandler } from '../../forms/useSubmitHandler';
import { useImageUpload } from '../../properties/photos/uploadImage';
import { NotFoundPanel } from '../../components/EmptyPanel/NotFoundPanel';
import { HOME_GUIDE, homeGuideHref } from './copy';
import { HOME_GUIDE_FIELDS, HomeGuideForm, type HomeGuideFormValues } from './HomeGuideForm';

type Property = NonNullable<HomeGuidePageQuery['property']>;

const inputOf = (values: HomeGuideFormValues) => ({
  title: values.title,
  description: values.description ?? null,
  image: values.image ?? null,
  youtubeId: values.youtubeId ?? null,
});

/** Creates an entry of `type` (the answer refreshes the listing's list) or saves an existing one. */
function useSaveHomeGuide(property: Property, entry: { id: string } | { type: HomeGuideType }) {
  const [create] = useCreateHomeGuideMutation();
  const [update] = useUpdateHomeGuideMutation();
  return async (values: HomeGuideFormValues) => {
    if ('id' in entry) await update({ variables: { id: entry.id, input: inputOf(values) } });
    else await create({ variables: { propertyId: property.id, input: { ...inputOf(values), type: entry.type } } });
  };
}

/** `/home-guide/add/{type}` (no `id`) or `/home-guide/{id}`; Save goes back to the overview. */
export function HomeGuideEditor({ property, id, type }: { property: Property; id?: string; type?: HomeGuideType }) {
  const ref = id ? property.homeGuides.find((guide) => guide.id === id) : undefined;
  const guide = useFragmentData(HomeGuideEntry_GuideFragmentDoc, ref ?? null);
  const back = homeGuideHref(property.id);
  if (id && !guide) {
    return <NotFoundPanel copy={HOME_GUIDE} to={back} />;
  }
  return <EditorForm property={property} guide={guide} type={type ?? 'other'} />;
}

function EditorForm({
  property,
  guide,
  type,
}: {
  property: Property;
  guide: HomeGuideEntry_GuideFragment | null;
  type: HomeGuideType;
}) {
  const navigate = useNavigate();
  const upload = useImageUpload();
  const save = useSaveHomeGuide(property, guide ? { id: guide.id } : { type });
  const submit = useSubmitHandler(
    async (values: HomeGuideFormValues) => {
      await save(values);
      void navigate(homeGuideHref(property.id));
    },
    { fields: HOME_GUIDE_FIELDS },
  );
  const initialValues = useMemo(
    () =>
      guide
        ? {
            title: guide.title,
            description: guide.description,
            image: guide.image,
            youtubeId: guide.youtubeId,
          }
        : undefined,
    [guide],
  );
  return (
    <HomeGuideForm
      initialValues={initialValues}
      savedImageUrl={guide?.imageUrl ?? null}
      upload={upload}
      onSubmit={submit}
      actions={guide && <DeleteHomeGuide propertyId={property.id} guide={guide} />}
    />
  );
}

function DeleteHomeGuide({ propertyId, guide }: { propertyId: string; guide: HomeGuideEntry_GuideFragment }) {
  const [mutate] = useDeleteHomeGuideMutation();
  const remove = () =>
    // The answer refreshed the listing's list; the entry itself goes too.
    mutate({ variables: { id: guide.id }, update: evictObject('HomeGuide', guide.id) });
  return <DeleteEntryButton copy={HOME_GUIDE} name={guide.title} onDelete={remove} then={homeGuideHref(propertyId)} />;
}
