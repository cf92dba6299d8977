/** The privacy-enhanced player of a YouTube video id: no cookies until the guest presses play. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`;
