import { pagePath } from '../../content/site.ts';
import type { ContentEvent } from '../../../domain/content-types.ts';
import type { Language } from '../../../domain/store.ts';
import { contentImage } from './content-model.ts';

// The events calendar is one schedule for both languages: ids, dates, types and pictures are
// kept here once, so a moved date cannot differ between the German and the English site.
const schedule = [
  {
    id: 'webinar-magnesium-praxis',
    startDate: '2026-12-09T18:00:00+01:00',
    endDate: '2026-12-09T19:30:00+01:00',
    eventType: 'webinar',
    image: null,
  },
  {
    id: 'fortbildung-schwangerschaft',
    startDate: '2027-01-23T09:30:00+01:00',
    endDate: '2027-01-23T16:30:00+01:00',
    eventType: 'training',
    image: 'event-fortbildung',
  },
  {
    id: 'webinar-vitamin-d-studienlage',
    startDate: '2027-02-10T18:00:00+01:00',
    endDate: '2027-02-10T19:00:00+01:00',
    eventType: 'webinar',
    image: null,
  },
  {
    id: 'messe-vitalforum-2027',
    startDate: '2027-04-16T09:00:00+02:00',
    endDate: '2027-04-17T17:00:00+02:00',
    eventType: 'fair',
    image: 'event-messe',
  },
  {
    id: 'fortbildung-darmgesundheit',
    startDate: '2027-05-08T09:30:00+02:00',
    endDate: '2027-05-08T16:00:00+02:00',
    eventType: 'training',
    image: null,
  },
  {
    id: 'messe-pharmanord-2027',
    startDate: '2027-09-22T09:00:00+02:00',
    endDate: '2027-09-23T17:00:00+02:00',
    eventType: 'fair',
    image: null,
  },
] as const;

export type EventId = (typeof schedule)[number]['id'];

export interface EventText {
  title: string;
  teaserText: string;
  location: string;
  /** Alt text of the event's picture, for events that have one. */
  imageAlt?: string;
}

/** The calendar in one language; each event links to its entry on the events page. */
export function scheduledEvents(
  language: Language,
  eventsSlug: string,
  texts: Record<EventId, EventText>,
): ContentEvent[] {
  return schedule.map(({ id, startDate, endDate, eventType, image }) => {
    const { title, teaserText, location, imageAlt } = texts[id];
    return {
      id,
      title,
      teaserText,
      link: `${pagePath(language, eventsSlug)}#${id}`,
      startDate,
      endDate,
      location,
      eventType,
      image: image === null ? null : contentImage(image, imageAlt ?? title),
    };
  });
}
