import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '../../components/Dialog/Dialog';
import { useFlash } from '../../components/Flash/useFlash';
import { PlusIcon } from '../../components/Icons/icons';
import { LISTINGS } from '../listings-copy';
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
    <Dialog
      title={LISTINGS.addPropertyTitle}
      size="md"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      trigger={
        <Button colorPalette="brand" {...props}>
          <PlusIcon /> {LISTINGS.addProperty}
        </Button>
      }
    >
      {open && <AddPropertyForm onSubmit={submit} onCancel={() => setOpen(false)} />}
    </Dialog>
  );
}
