import { useCopyLocalGuidesMutation } from '../../__generated__/graphql';
import { CopyFromListingDialog } from '../../properties/copy/CopyFromListingDialog';
import { LOCAL_GUIDE } from './copy';

const TEXTS = {
  title: LOCAL_GUIDE.copyTitle,
  warning: LOCAL_GUIDE.copyWarning,
  confirm: LOCAL_GUIDE.copyConfirm,
  copied: LOCAL_GUIDE.copied,
};

/** Copies another listing's local guide onto this one: once only, irreversible (spec §4, §5, §8). */
export function CopyLocalGuidesDialog({ targetId }: { targetId: string }) {
  const [copy] = useCopyLocalGuidesMutation();
  return (
    <CopyFromListingDialog
      texts={TEXTS}
      targetId={targetId}
      // The answer holds the target's new list: the overview shows it without another request.
      copy={(sourceId) => copy({ variables: { sourceId, targetId } })}
      rename={{ source: 'sourceId', target: 'sourceId' }}
    />
  );
}
