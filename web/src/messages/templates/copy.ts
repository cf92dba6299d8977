import { MAX_MESSAGE_TEMPLATES, MESSAGING_MESSAGES, PLACEHOLDERS } from '@portal/schema';

/** Texts of the message templates (spec §5 Message template). */
export const TEMPLATES = {
  sectionTitle: 'Message Templates',
  sectionDescription: `Reusable messages for your guests (at most ${MAX_MESSAGE_TEMPLATES}).`,
  empty: "You haven't added any message templates yet.",
  add: 'Add template',
  edit: 'Edit',
  tooMany: MESSAGING_MESSAGES.tooManyTemplates,
  placeholderHint: `You can use ${PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}: they are filled in from the booking when you use the template in a conversation.`,
  save: 'Save',
  delete: 'Delete',
  deleteTitle: 'Delete message template',
  deleteBody: (name: string) => `Delete the template "${name}"? This cannot be undone.`,
  deleted: 'Message template deleted',
  notFoundTitle: 'Message template not found',
  notFoundBody: 'This template does not exist or has been deleted.',
  back: 'Back to settings',
} as const;

/** Where the list of templates is. */
export const TEMPLATES_HREF = '/settings#message-templates';
