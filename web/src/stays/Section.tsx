import type { ReactNode } from 'react';
import { YoutubePlayer } from '../guides/YoutubePlayer';

/** A card of the stay with its heading, named for screen readers (a region). */
export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section className="g-card g-stack-sm" aria-label={title} id={id}>
      <h2 className="g-h2">{title}</h2>
      {children}
    </section>
  );
}

/** A video that plays inline, 16:9 at any width . */
export function VideoEmbed({ youtubeId, title }: { youtubeId: string; title: string }) {
  return (
    <div className="g-video">
      <YoutubePlayer youtubeId={youtubeId} title={title} />
    </div>
  );
}
