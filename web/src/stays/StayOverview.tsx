import { STAY } from './copy';
import { addressLine, formatStayDay, mapLink } from './format';
import { Section, VideoEmbed } from './Section';
import type { StayData } from './useStay';

type Stay = StayData['stay'];

/** The top of the stay: photo, name, address with a map link, the dates and times, guests, the welcome. */
export function StayOverview({ stay }: { stay: Stay }) {
  const { listing } = stay;
  const address = addressLine(listing.address);
  const map = mapLink(listing.address, address);
  const photo = listing.mainImage;
  return (
    <>
      <div className="g-card g-card-flush">
        {photo?.mediumUrl && (
          <img
            className="g-hero"
            src={photo.mediumUrl}
            srcSet={[
              photo.squareSmallUrl && `${photo.squareSmallUrl} 300w`,
              `${photo.mediumUrl} 800w`,
              photo.largeUrl && `${photo.largeUrl} 1600w`,
            ]
              .filter(Boolean)
              .join(', ')}
            sizes="(max-width: 512px) 100vw, 512px"
            alt={listing.name}
            fetchPriority="high"
          />
        )}
        <div className="g-card-body g-stack-xs">
          <h1 className="g-h1">{listing.name}</h1>
          {address && <p className="g-muted">{address}</p>}
          {stay.numberOfGuest != null && <p className="g-muted">{STAY.guests(stay.numberOfGuest)}</p>}
          {map && (
            <a className="g-link" href={map} target="_blank" rel="noopener noreferrer">
              {STAY.openMap}
            </a>
          )}
        </div>
      </div>

      <div className="g-grid-2">
        <DateCard
          label={STAY.checkIn}
          day={stay.startDate}
          time={listing.arriveAfter && STAY.after(listing.arriveAfter)}
        />
        <DateCard
          label={STAY.checkOut}
          day={stay.endDate}
          time={listing.departBefore && STAY.before(listing.departBefore)}
        />
      </div>

      {(listing.welcomeMessage || listing.welcomeMessageYoutubeId) && (
        <Section title={STAY.welcome}>
          {listing.welcomeMessage && <p className="g-pre">{listing.welcomeMessage}</p>}
          {listing.welcomeMessageYoutubeId && (
            <VideoEmbed youtubeId={listing.welcomeMessageYoutubeId} title={`${STAY.welcome}: ${listing.name}`} />
          )}
        </Section>
      )}
    </>
  );
}

function DateCard({ label, day, time }: { label: string; day: string; time: string | null }) {
  return (
    <div className="g-date">
      <p className="g-eyebrow">{label}</p>
      <p className="g-strong">{formatStayDay(day)}</p>
      {time && <p className="g-muted g-small">{time}</p>}
    </div>
  );
}
