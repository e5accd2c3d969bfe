import { site } from '@/config/site';

/** The team (docs/product.md#team): eight hard-coded members, stored unsorted; the screen sorts them. */
export interface TeamMember {
  readonly id: number;
  readonly name: string;
  readonly role: string;
  /** dd.mm.yyyy, or TEAM_FOUNDER_JOIN_DATE for the owner. */
  readonly joinDate: string;
  readonly initials: string;
}

/** The owner has been there from the start; docs/product.md#team writes an infinity sign instead of a date. */
export const TEAM_FOUNDER_JOIN_DATE = '∞';

/** Role rank (docs/product.md#team), highest first. Roles not listed here sort after all of them. */
export const teamRoleRank: readonly string[] = [
  'Inhaber',
  'Management',
  'Management & Development',
  'Head of Development',
  'Teamleitung',
  'Teamleitung & Eventmanager',
  'Mod-Leitung',
  'Admin',
  'Admin & Eventmanager',
  'Moderator',
];

export const teamMembers: readonly TeamMember[] = [
  { id: 1, name: 'Finn', role: 'Moderator', joinDate: '14.09.2024', initials: 'FI' },
  {
    id: 2,
    name: site.creatorName,
    role: 'Inhaber',
    joinDate: TEAM_FOUNDER_JOIN_DATE,
    initials: site.creatorName.slice(0, 2).toUpperCase(),
  },
  { id: 3, name: 'Emma', role: 'Moderator', joinDate: '03.04.2024', initials: 'EM' },
  { id: 4, name: 'Jonas', role: 'Head of Development', joinDate: '18.07.2023', initials: 'JO' },
  { id: 5, name: 'Mika', role: 'Management', joinDate: '12.03.2023', initials: 'MI' },
  { id: 6, name: 'Tim', role: 'Mod-Leitung', joinDate: '21.02.2024', initials: 'TI' },
  { id: 7, name: 'Sara', role: 'Teamleitung & Eventmanager', joinDate: '09.01.2024', initials: 'SA' },
  { id: 8, name: 'Alex', role: 'Admin', joinDate: '30.06.2024', initials: 'AL' },
];

/** Copy of the Team tab. */
export const teamContent = {
  title: 'Unser Team',
  intro:
    'Diese Leute halten die Community am Laufen: Sie moderieren, planen Events, entwickeln und sind für dich da, wenn du Fragen hast.',
  joinedLabel: 'Im Team seit',
  founderJoined: 'von Anfang an',
  listLabel: 'Teammitglieder',
  applyText: 'Du möchtest selbst mithelfen?',
  applyButton: 'Jetzt bewerben',
} as const;
