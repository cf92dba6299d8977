import { AspectRatio, Box } from '@chakra-ui/react';
import { youtubeEmbedUrl } from './youtube';
import { YoutubePlayer } from './YoutubePlayer';

export { youtubeEmbedUrl };

/** A video that plays inline, 16:9 at any width. */
export function VideoEmbed({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <Box rounded="l2" overflow="hidden" bg="bg.muted" w="full">
      <AspectRatio ratio={16 / 9}>
        <YoutubePlayer youtubeId={youtubeId} title={title} />
      </AspectRatio>
    </Box>
  );
}
