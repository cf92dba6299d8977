import { HOME_GUIDE_TYPES, LOCAL_GUIDE_TYPES } from '@portal/schema';
import type { ReactNode } from 'react';
import { HOME_GUIDE_SECTIONS } from '../guides/home/copy';
import { LOCAL_GUIDE_SECTIONS } from '../guides/local/copy';
import { STAY } from './copy';
import { mapLink } from './format';
import { Section, VideoEmbed } from './Section';
import type { StayData } from './useStay';

type Stay = StayData['stay'];

/** The wifi card: name and code in the window around the stay, else when they will appear. */
export function StayWifi({ wifi }: { wifi: Stay['wifi'] }) {
  return (
    <Section title={STAY.wifi}>
      {wifi ? (
        <div className="g-stack-xs">
          <p>
            {STAY.wifiName}: <strong>{wifi.name ?? '—'}</strong>
          </p>
          <p>
            {STAY.wifiCode}: <strong>{wifi.code ?? '—'}</strong>
          </p>
          {wifi.details && <p className="g-muted g-pre">{wifi.details}</p>}
        </div>
      ) : (
        <p className="g-muted">{STAY.wifiLater}</p>
      )}
    </Section>
  );
}

function StepGuide({
  title,
  steps,
  youtubeId,
}: {
  title: string;
  steps: Stay['checkInSteps'];
  youtubeId: string | null;
}) {
  if (steps.length === 0 && !youtubeId) return null;
  return (
    <Section title={title}>
      {youtubeId && <VideoEmbed youtubeId={youtubeId} title={title} />}
      <ol className="g-steps">
        {steps.map((step, index) => (
          <li key={index}>
            <p className="g-pre">{step.description}</p>
            {step.imageUrl && <img className="g-step-image" src={step.imageUrl} alt="" loading="lazy" />}
          </li>
        ))}
      </ol>
    </Section>
  );
}

/** A guide's entries under a heading per type, in the types' order; nothing when it has none. */
function GroupedGuide<Type extends string, Entry extends { id: string; type: string }>({
  title,
  types,
  sections,
  entries,
  children: entry,
}: {
  title: string;
  types: readonly Type[];
  sections: Record<Type, string>;
  entries: readonly Entry[];
  children: (entry: Entry) => ReactNode;
}) {
  const present = types.filter((type) => entries.some((candidate) => candidate.type === type));
  if (present.length === 0) return null;
  return (
    <Section title={title}>
      {present.map((type) => (
        <div key={type} className="g-stack-xs">
          <h3 className="g-h3">{sections[type]}</h3>
          {entries.filter((candidate) => candidate.type === type).map(entry)}
        </div>
      ))}
    </Section>
  );
}

/** Everything the host wrote for the guest: wifi, the check-in and check-out steps, the home and local guides. */
export function StayGuides({ stay }: { stay: Stay }) {
  const { listing } = stay;
  return (
    <>
      <StayWifi wifi={stay.wifi} />
      <StepGuide title={STAY.checkInGuide} steps={stay.checkInSteps} youtubeId={listing.checkInYoutubeId} />
      <StepGuide title={STAY.checkOutGuide} steps={stay.checkOutSteps} youtubeId={listing.checkOutYoutubeId} />
      <GroupedGuide
        title={STAY.homeGuide}
        types={HOME_GUIDE_TYPES}
        sections={HOME_GUIDE_SECTIONS}
        entries={stay.homeGuides}
      >
        {(guide) => (
          <div key={guide.id} className="g-item">
            <p className="g-strong">{guide.title}</p>
            {guide.description && <p className="g-pre">{guide.description}</p>}
            {guide.imageUrl && <img className="g-guide-image" src={guide.imageUrl} alt="" loading="lazy" />}
            {guide.youtubeId && <VideoEmbed youtubeId={guide.youtubeId} title={guide.title} />}
          </div>
        )}
      </GroupedGuide>
      <GroupedGuide
        title={STAY.localGuide}
        types={LOCAL_GUIDE_TYPES}
        sections={LOCAL_GUIDE_SECTIONS}
        entries={stay.localGuides}
      >
        {(place) => {
          const map = mapLink(place, place.name);
          return (
            <div key={place.id} className="g-item">
              <p className="g-strong">{place.name}</p>
              {place.description && <p className="g-small">{place.description}</p>}
              <p className="g-links g-small">
                {place.websiteUrl && (
                  <a
                    className="g-link"
                    href={place.websiteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${STAY.website}: ${place.name}`}
                  >
                    {STAY.website}
                  </a>
                )}
                {map && (
                  <a className="g-link" href={map} target="_blank" rel="noopener noreferrer">
                    {STAY.openMap}
                  </a>
                )}
              </p>
            </div>
          );
        }}
      </GroupedGuide>
    </>
  );
}
