import { Card, Heading, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A dashboard or analytics card: a section named by its h2 `title`; `header` replaces the plain heading's header. */
export function CardSection({
  id,
  title,
  header = (heading) => heading,
  bodyGap,
  children,
}: {
  id: string;
  title: string;
  /** The card's header around its heading (a subtitle under it, a link beside it). */
  header?: (heading: ReactNode) => ReactNode;
  bodyGap?: string;
  children: ReactNode;
}) {
  const heading = (
    <Heading id={id} as="h2" size="md">
      {title}
    </Heading>
  );
  return (
    <Card.Root as="section" aria-labelledby={id} size="sm">
      <Card.Header>{header(heading)}</Card.Header>
      <Card.Body gap={bodyGap}>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * A small table of `rows` under its column headers (`head`), or the muted `empty` text when there are none; under an
 * h3 `title` when given.
 */
export function CardTable<Row>({
  title,
  rows,
  empty,
  head,
  children: row,
}: {
  title?: string;
  rows: readonly Row[];
  empty: string;
  head: ReactNode;
  children: (row: Row) => ReactNode;
}) {
  const table =
    rows.length === 0 ? <Text color="fg.muted">{empty}</Text> : <TableOf head={head} rows={rows} row={row} />;
  if (!title) return table;
  return (
    <>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {table}
    </>
  );
}

function TableOf<Row>({ head, rows, row }: { head: ReactNode; rows: readonly Row[]; row: (row: Row) => ReactNode }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>{head}</Table.Row>
        </Table.Header>
        <Table.Body>{rows.map(row)}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
