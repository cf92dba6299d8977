/** What a removal resolver returns: the removed item's id and the id of its listing (null: it had none). */
export interface RemovedItem {
  removedId: number;
  propertyId: number | null;
}
