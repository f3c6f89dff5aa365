import ical, { ICalCalendarMethod } from 'ical-generator';

/**
 * The calendar invitation of a confirmed session (iCalendar, UTC times), built with
 * `ical-generator` (decision 019): it escapes and folds the text fields as RFC 5545 asks.
 */
export function consultationIcs(b: {
  id: string;
  start: Date;
  end: Date;
  title: string;
  meetingUrl: string;
  organizer: string;
}): string {
  const calendar = ical({
    prodId: { company: 'NutriTest', product: 'Consultas', language: 'ES' },
    method: ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${b.id}@nutritest.uy`,
    stamp: new Date(),
    start: b.start,
    end: b.end,
    summary: `${b.title} · NutriTest`,
    description: `Consulta virtual. Enlace: ${b.meetingUrl}`,
    location: b.meetingUrl,
    organizer: { name: 'NutriTest', email: b.organizer },
  });
  return calendar.toString();
}
