import { youtubeEmbedUrl } from './youtube';

/** The inline YouTube player, filling its frame. Plain React (no Chakra): the guest app shows it too. */
export function YoutubePlayer({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <iframe
      src={youtubeEmbedUrl(youtubeId)}
      title={title}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}
