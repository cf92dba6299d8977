import { MAX_MESSAGE_LENGTH, MESSAGES, MESSAGING_MESSAGES } from '@portal/schema';
import { object, string, type InferType } from 'yup';

/** A message template's fields: both required; the name at most 100 characters, the content at most 2000. */
export const messageTemplateSchema = object({
  name: string().trim().required(MESSAGES.required).max(100, MESSAGING_MESSAGES.templateNameTooLong),
  content: string().trim().required(MESSAGES.required).max(MAX_MESSAGE_LENGTH, MESSAGING_MESSAGES.tooLong),
});

export type MessageTemplateValues = InferType<typeof messageTemplateSchema>;
export const MESSAGE_TEMPLATE_FIELDS = ['name', 'content'] as const;
