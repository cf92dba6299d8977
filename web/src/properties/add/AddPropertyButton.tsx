import { Button, CloseButton, Dialog, Portal, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFlash } from '../../components/Flash/useFlash';
import { PlusIcon } from '../../components/Icons/icons';
import { LISTINGS } from '../../copy';
import { submitErrorsFrom } from '../../forms/submitErrors';
import { AddPropertyForm, type AddPropertyValues } from './AddPropertyForm';
import { useAddProperty } from './useAddProperty';

/** 'Add Property': a dialog asking for the name; then 'Listing Added' and the new listing's page. */
export function AddPropertyButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const [open, setOpen] = useState(false);
  const addProperty = useAddProperty();
  const flash = useFlash();
  const navigate = useNavigate();

  const submit = async ({ name }: AddPropertyValues) => {
    try {
      const id = await addProperty(name);
      setOpen(false);
      flash.show(LISTINGS.added);
      navigate(`/properties/${id}`);
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: ['name'] });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" size="md">
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" {...props}>
          <PlusIcon /> {LISTINGS.addProperty}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LISTINGS.addPropertyTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open && <AddPropertyForm onSubmit={submit} onCancel={() => setOpen(false)} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
