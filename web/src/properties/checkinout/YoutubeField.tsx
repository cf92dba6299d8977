import { Field, HStack, Input, Link, Text } from '@chakra-ui/react';
import { youtubeVideoId } from '@portal/schema';
import { useField } from 'react-final-form';
import { fieldError } from '../../forms/fieldError';

/** The watch link of a video id. */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** A YouTube link or 11-character id; shows the id it reads, with a link to watch the video. */
export function YoutubeField({ name, label }: { name: string; label: string }) {
  const { input, meta } = useField<string>(name);
  const error = fieldError(meta);
  const value = input.value ?? '';
  const id = value.trim() ? youtubeVideoId(value) : null;
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        {...input}
        value={value}
        placeholder="https://youtu.be/… or the 11-character video ID"
        autoComplete="off"
      />
      {!error &&
        (id ? (
          <Field.HelperText asChild>
            <HStack gap="2" wrap="wrap">
              <Text as="span">
                Video ID{' '}
                <Text as="span" fontFamily="mono" data-testid={`${name}-id`}>
                  {id}
                </Text>
              </Text>
              <Link href={youtubeWatchUrl(id)} target="_blank" rel="noreferrer" color="brand.fg">
                Watch on YouTube
              </Link>
            </HStack>
          </Field.HelperText>
        ) : (
          <Field.HelperText>Paste the video’s YouTube link, or its ID.</Field.HelperText>
        ))}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
