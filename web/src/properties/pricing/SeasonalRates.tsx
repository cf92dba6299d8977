import { Badge, Box, Button, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGES } from '@portal/schema';
import { useState } from 'react';
import { SeasonalRates_RateFragmentDoc, type SeasonalRates_RateFragment } from '../../__generated__/graphql';
import { useFragmentList, type FragmentRef } from '../../apollo/fragments';
import { useFlash } from '../../components/Flash/useFlash';
import { Dialog } from '../../components/Dialog/Dialog';
import { RemovalDialog } from '../../components/Dialog/RemovalDialog';
import { RemoveItemButton } from '../../components/Dialog/RemoveItemButton';
import { SeasonalRateForm, type SeasonalRateFormValues } from './SeasonalRateForm';
import { useSeasonalRates } from './useSeasonalRates';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-06-01' → '1 Jun 2026'. */
export function formatDate(iso: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? iso : DATE_FORMAT.format(time);
}

/** 15 → '+15%', -10 → '−10%'. */
export function formatRateChange(percent: number): string {
  if (percent > 0) return `+${percent}%`;
  if (percent < 0) return `−${Math.abs(percent)}%`;
  return '0%';
}

const EMPTY: SeasonalRateFormValues = { fromDate: '', toDate: '', rateChange: '', repeatYearly: false };

type Editing = { id: string | null; values: SeasonalRateFormValues } | null;

interface SeasonalRatesProps {
  propertyId: string;
  rates: readonly FragmentRef<SeasonalRates_RateFragment>[];
  /** The seasonal block is off: the rates are kept, shown greyed, and can still be managed. */
  off: boolean;
}

/** The seasonal rates of a listing: a table of date ranges, added, edited and removed one by one. */
export function SeasonalRates({ propertyId, off, ...props }: SeasonalRatesProps) {
  const rates = useFragmentList(SeasonalRates_RateFragmentDoc, props.rates);
  const flash = useFlash();
  const { saveRate, removeRate, removing, removeError, resetRemove } = useSeasonalRates(propertyId);
  const [editing, setEditing] = useState<Editing>(null);
  const [removingRate, setRemovingRate] = useState<SeasonalRates_RateFragment | null>(null);

  const close = () => setEditing(null);
  const closeRemoval = () => {
    setRemovingRate(null);
    resetRemove();
  };

  return (
    <Stack gap="3">
      {rates.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No seasonal rates yet.
        </Text>
      ) : (
        <Box overflowX="auto" color={off ? 'fg.muted' : undefined}>
          <Table.Root size="sm" aria-label="Seasonal rates">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>From</Table.ColumnHeader>
                <Table.ColumnHeader>To</Table.ColumnHeader>
                <Table.ColumnHeader>Rate change</Table.ColumnHeader>
                <Table.ColumnHeader>Repeats</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rates.map((rate) => (
                <Table.Row key={rate.id}>
                  <Table.Cell>{formatDate(rate.fromDate)}</Table.Cell>
                  <Table.Cell>{formatDate(rate.toDate)}</Table.Cell>
                  <Table.Cell>
                    <Badge
                      colorPalette={rate.rateChange < 0 ? 'green' : rate.rateChange > 0 ? 'orange' : 'gray'}
                      variant="subtle"
                    >
                      {formatRateChange(rate.rateChange)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>{rate.repeatYearly ? 'Every year' : 'Once'}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="flex-end" gap="1">
                      <Button
                        type="button"
                        size="xs"
                        variant="ghost"
                        aria-label={`Edit the seasonal rate from ${formatDate(rate.fromDate)}`}
                        onClick={() =>
                          setEditing({
                            id: rate.id,
                            values: {
                              fromDate: rate.fromDate,
                              toDate: rate.toDate,
                              rateChange: String(rate.rateChange),
                              repeatYearly: rate.repeatYearly,
                            },
                          })
                        }
                      >
                        Edit
                      </Button>
                      <RemoveItemButton
                        label={`Remove the seasonal rate from ${formatDate(rate.fromDate)}`}
                        onClick={() => setRemovingRate(rate)}
                      >
                        Remove
                      </RemoveItemButton>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <HStack>
        <Button type="button" size="sm" variant="outline" onClick={() => setEditing({ id: null, values: EMPTY })}>
          Add seasonal rate
        </Button>
      </HStack>

      <Dialog title={editing?.id ? 'Edit seasonal rate' : 'Add seasonal rate'} open={editing !== null} onClose={close}>
        {editing && (
          <SeasonalRateForm
            initialValues={editing.values}
            submitLabel={editing.id ? 'Save rate' : 'Add rate'}
            onCancel={close}
            onSubmit={async (values) => {
              const errors = await saveRate(editing.id, values);
              if (errors) return errors;
              close();
              flash.show(MESSAGES.changesSaved);
              return undefined;
            }}
          />
        )}
      </Dialog>

      <RemovalDialog
        item={removingRate}
        title="Remove seasonal rate"
        confirmLabel="Remove"
        loading={removing}
        error={removeError}
        onClose={closeRemoval}
        onConfirm={async (rate) => {
          if (await removeRate(rate.id)) {
            closeRemoval();
            flash.show(MESSAGES.changesSaved);
          }
        }}
      >
        {(rate) =>
          `The rate change from ${formatDate(rate.fromDate)} to ${formatDate(rate.toDate)} will no longer apply.`
        }
      </RemovalDialog>
    </Stack>
  );
}
