import { EmptyPanel } from './EmptyPanel';

/** An entry kind's 'not found' copy: the title, the sentence, the way back. */
export interface NotFoundCopy {
  notFoundTitle: string;
  notFoundBody: string;
  back: string;
}

/** An entry that is not there (or not the host's), worded by its kind's copy, with the way back to its list. */
export function NotFoundPanel({ copy, to }: { copy: NotFoundCopy; to: string }) {
  return (
    <EmptyPanel title={copy.notFoundTitle} body={copy.notFoundBody} titleAs="h2" link={{ to, label: copy.back }} />
  );
}
