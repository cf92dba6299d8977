import { MESSAGES, MESSAGING_MESSAGES } from '@portal/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DeleteMessageTemplateDocument,
  MessageTemplateDocument,
  MessageTemplatesDocument,
  SaveMessageTemplateDocument,
} from '../../__generated__/graphql';
import { mockOf } from '../../test/graphql-mocks';
import { errorOf, flashed, graphQLErrorResult } from '../../test/property-fixtures';
import { renderSettings } from '../../test/settings-fixtures';
import type { MockLink } from '@apollo/client/testing';
import { TEMPLATES } from './copy';

const template = (id: string, name: string, content = `Hi {guestName},\nwelcome to ${name}`) => ({
  __typename: 'MessageTemplate' as const,
  id,
  name,
  content,
});

const listMock = (templates: ReturnType<typeof template>[]) =>
  mockOf(MessageTemplatesDocument, {}, { messageTemplates: templates });

const renderAt = (route: string, mocks: MockLink.MockedResponse[]) =>
  renderSettings(mocks, { route, testing: 'templates' });

const section = () => screen.getByRole('region', { name: TEMPLATES.sectionTitle });
const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const contentInput = () => screen.getByRole('textbox', { name: /^Content/ });

describe('message templates', () => {
  it('lists the templates with the first line of their content', async () => {
    renderAt('/settings', [listMock([template('1', 'Welcome')])]);
    expect(await screen.findByText('Welcome')).toBeTruthy();
    expect(within(section()).getByText('Hi {guestName},')).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Edit Welcome' }).getAttribute('href')).toBe(
      '/settings/message-templates/1',
    );
  });

  it("says 'Required' for an empty name and content, and hints at the placeholders", async () => {
    const { user } = renderAt('/settings/message-templates/add', []);
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByText(/\{guestName\}, \{listingName\}, \{checkIn\}, \{checkOut\}/)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(nameInput())).toBe(MESSAGES.required));
    expect(errorOf(contentInput())).toBe(MESSAGES.required);
    await user.type(nameInput(), 'Hello');
    expect(errorOf(nameInput())).toBe('');
  });

  it("creates a template: 'Changes saved', back to the list, which shows it", async () => {
    const created = template('2', 'Check-out', 'Please leave the keys');
    const { user, location } = renderAt('/settings', [
      listMock([template('1', 'Welcome')]),
      mockOf(
        SaveMessageTemplateDocument,
        { id: null, name: 'Check-out', content: 'Please leave the keys' },
        { saveMessageTemplate: created },
      ),
    ]);
    await screen.findByText('Welcome');
    await user.click(within(section()).getByRole('link', { name: TEMPLATES.add }));
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Check-out');
    await user.type(contentInput(), 'Please leave the keys');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await flashed(MESSAGES.changesSaved)).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/settings#message-templates'));
    expect(within(section()).getByText('Check-out')).toBeTruthy();
    expect(within(section()).getByText('Welcome')).toBeTruthy();
  });

  it('shows the refusal of a sixth template at the name field', async () => {
    const { user, location } = renderAt('/settings/message-templates/add', [
      {
        request: { query: SaveMessageTemplateDocument, variables: { id: null, name: 'Sixth', content: 'Text' } },
        result: graphQLErrorResult('saveMessageTemplate', 'BAD_USER_INPUT', [
          { propertyPath: 'name', message: MESSAGING_MESSAGES.tooManyTemplates },
        ]),
      },
    ]);
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Sixth');
    await user.type(contentInput(), 'Text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(nameInput())).toBe(MESSAGING_MESSAGES.tooManyTemplates));
    expect(location()).toBe('/settings/message-templates/add');
  });

  it('deletes a template after confirmation; the list no longer shows it', async () => {
    const welcome = template('1', 'Welcome');
    const { user, location } = renderAt('/settings', [
      listMock([welcome, template('3', 'Wifi')]),
      mockOf(MessageTemplateDocument, { id: '1' }, { messageTemplate: welcome }),
      mockOf(DeleteMessageTemplateDocument, { id: '1' }, { deleteMessageTemplate: '1' }),
    ]);
    await user.click(await screen.findByRole('link', { name: 'Edit Welcome' }));
    expect(await screen.findByDisplayValue('Welcome')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(TEMPLATES.deleteBody('Welcome'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/settings#message-templates'));
    expect(await within(section()).findByText('Wifi')).toBeTruthy();
    expect(within(section()).queryByText('Welcome')).toBeNull();
  });

  it('disables Add template at 5 templates and says why', async () => {
    renderAt('/settings', [listMock(['1', '2', '3', '4', '5'].map((id) => template(id, `Template ${id}`)))]);
    await screen.findByText('Template 5');
    const add = within(section()).getByRole('button', { name: TEMPLATES.add });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(within(section()).getByText(MESSAGING_MESSAGES.tooManyTemplates)).toBeTruthy();
    expect(within(section()).queryByRole('link', { name: TEMPLATES.add })).toBeNull();
  });

  it('says when a template does not exist', async () => {
    renderAt('/settings/message-templates/9', [
      {
        request: { query: MessageTemplateDocument, variables: { id: '9' } },
        result: graphQLErrorResult('messageTemplate', 'NOT_FOUND'),
      },
    ]);
    expect(await screen.findByText(TEMPLATES.notFoundTitle)).toBeTruthy();
  });
});
