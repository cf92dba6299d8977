import { HOME_GUIDE_TYPES, LOCAL_GUIDE_TYPES } from '@portal/schema';
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

/** Everything the host wrote for the guest: wifi, the check-in and check-out steps, the home and local guides. */
export function StayGuides({ stay }: { stay: Stay }) {
  const { listing } = stay;
  const homeTypes = HOME_GUIDE_TYPES.filter((type) => stay.homeGuides.some((guide) => guide.type === type));
  const localTypes = LOCAL_GUIDE_TYPES.filter((type) => stay.localGuides.some((guide) => guide.type === type));
  return (
    <>
      <StayWifi wifi={stay.wifi} />
      <StepGuide title={STAY.checkInGuide} steps={stay.checkInSteps} youtubeId={listing.checkInYoutubeId} />
      <StepGuide title={STAY.checkOutGuide} steps={stay.checkOutSteps} youtubeId={listing.checkOutYoutubeId} />
      {homeTypes.length > 0 && (
        <Section title={STAY.homeGuide}>
          {homeTypes.map((type) => (
            <div key={type} className="g-stack-xs">
              <h3 className="g-h3">{HOME_GUIDE_SECTIONS[type]}</h3>
              {stay.homeGuides
                .filter((guide) => guide.type === type)
                .map((guide) => (
                  <div key={guide.id} className="g-item">
                    <p className="g-strong">{guide.title}</p>
                    {guide.description && <p className="g-pre">{guide.description}</p>}
                    {guide.imageUrl && <img className="g-guide-image" src={guide.imageUrl} alt="" loading="lazy" />}
                    {guide.youtubeId && <VideoEmbed youtubeId={guide.youtubeId} title={guide.title} />}
                  </div>
                ))}
            </div>
          ))}
        </Section>
      )}
      {localTypes.length > 0 && (
        <Section title={STAY.localGuide}>
          {localTypes.map((type) => (
            <div key={type} className="g-stack-xs">
              <h3 className="g-h3">{LOCAL_GUIDE_SECTIONS[type]}</h3>
              {stay.localGuides
                .filter((place) => place.type === type)
                .map((place) => {
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
                })}
            </div>
          ))}
        </Section>
      )}
    </>
  );
}
