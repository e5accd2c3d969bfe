import { site } from '../config/site';

/** The status screen: the live data lives on an external status page (docs/product.md#screens). */
export const statusContent = {
  hero: {
    eyebrow: 'Systemstatus',
    title: 'Systemstatus',
    lead: `Ob Website, Discord-Anbindung oder ${site.hostingBrand} Game-Server: Den aktuellen Status aller Dienste und laufende Wartungen findest du auf unserer Statusseite.`,
  },
  button: 'Statusseite öffnen',
  monitored: {
    title: 'Was wir überwachen',
    items: [
      `Website der ${site.siteName}`,
      `${site.hostingBrand} Game-Server und Panel`,
      'Anfragen an das Support-Team',
      'Discord-Anbindung',
    ],
  },
  help: {
    title: 'Probleme mit deinem Server?',
    text: `Wenn die Statusseite keine Störung zeigt und dein Server trotzdem nicht erreichbar ist, melde dich über das ${site.hostingBrand} Support-Center.`,
    button: 'Zum Support-Center',
  },
} as const;
