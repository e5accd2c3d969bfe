/** Community events (docs/product.md#community-data): a list, empty by default. */
export interface CommunityEvent {
  readonly id: number;
  /** dd.mm.yyyy */
  readonly date: string;
  readonly title: string;
  readonly description: string;
}

/** Add upcoming events here; the Events tab lists them by date. */
export const communityEvents: readonly CommunityEvent[] = [];

/** Copy of the Events tab. */
export const eventsContent = {
  title: 'Events',
  intro: 'Turniere, Community-Runden, Watch-Partys und Giveaways: Hier findest du alle geplanten Events.',
  listLabel: 'Geplante Events',
  dateLabel: 'Datum',
  emptyTitle: 'Aktuell sind keine Events geplant.',
  emptyText:
    'Neue Events kündigen wir zuerst auf unserem Discord-Server an. Schau dort vorbei, damit du nichts verpasst.',
  emptyButton: 'Zum Discord-Server',
} as const;
