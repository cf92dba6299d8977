import { DeleteButton } from './DeleteButton';

/** An entry kind's deletion copy: the button, the question, what will be lost (named), the flash once deleted. */
export interface DeleteEntryCopy {
  delete: string;
  deleteTitle: string;
  deleteBody: (name: string) => string;
  deleted: string;
}

/** The Delete of an entry's editor (a guide entry, a service, a message template), worded by its kind's copy. */
export function DeleteEntryButton({
  copy,
  name,
  onDelete,
  then,
}: {
  copy: DeleteEntryCopy;
  name: string;
  onDelete: () => Promise<unknown>;
  /** Where to go once deleted (the list the entry was in). */
  then: string;
}) {
  return (
    <DeleteButton
      label={copy.delete}
      title={copy.deleteTitle}
      onDelete={onDelete}
      deletedMessage={copy.deleted}
      then={then}
    >
      {copy.deleteBody(name)}
    </DeleteButton>
  );
}
