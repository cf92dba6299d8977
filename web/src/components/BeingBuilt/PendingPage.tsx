import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader/PageHeader';
import { BeingBuilt } from './BeingBuilt';

/** A screen whose feature has not shipped yet: its proper title, and what it will hold. */
export function PendingPage({ title, description, text }: { title: string; description?: ReactNode; text: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <BeingBuilt>{text}</BeingBuilt>
    </>
  );
}
