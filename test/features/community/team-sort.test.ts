import {
  TEAM_FOUNDER_JOIN_DATE,
  teamMembers,
  teamRoleRank,
  type TeamMember,
} from '@/features/community/content/team.content';
import { roleRank, sortTeam } from '@/features/community/domain/team-sort';

let nextId = 100;
const member = (name: string, role: string, joinDate: string): TeamMember => ({
  id: nextId++,
  name,
  role,
  joinDate,
  initials: name.slice(0, 2).toUpperCase(),
});
const names = (members: readonly TeamMember[]) => members.map((m) => m.name);

describe('team data (docs/product.md#team)', () => {
  it('holds the eight members exactly as designed, stored unsorted, and sorts them into the designed order', () => {
    expect(teamMembers.map((m) => [m.id, m.name, m.role, m.joinDate, m.initials])).toEqual([
      [1, 'Finn', 'Moderator', '14.09.2024', 'FI'],
      [2, 'Nova', 'Inhaber', '∞', 'NO'],
      [3, 'Emma', 'Moderator', '03.04.2024', 'EM'],
      [4, 'Jonas', 'Head of Development', '18.07.2023', 'JO'],
      [5, 'Mika', 'Management', '12.03.2023', 'MI'],
      [6, 'Tim', 'Mod-Leitung', '21.02.2024', 'TI'],
      [7, 'Sara', 'Teamleitung & Eventmanager', '09.01.2024', 'SA'],
      [8, 'Alex', 'Admin', '30.06.2024', 'AL'],
    ]);
    expect(names(sortTeam(teamMembers))).toEqual(['Nova', 'Mika', 'Jonas', 'Sara', 'Tim', 'Alex', 'Emma', 'Finn']);
  });

  it('does not change the stored list', () => {
    const before = names(teamMembers);
    sortTeam(teamMembers);
    expect(names(teamMembers)).toEqual(before);
  });
});

describe('role rank', () => {
  // The rank order of docs/product.md#team, highest first: roleRank is checked against the product rules, not against
  // the list it reads, so a role moved or added in team.content.ts shows here.
  const documentedRanks: readonly (readonly [string, number])[] = [
    ['Inhaber', 0],
    ['Management', 1],
    ['Management & Development', 2],
    ['Head of Development', 3],
    ['Teamleitung', 4],
    ['Teamleitung & Eventmanager', 5],
    ['Mod-Leitung', 6],
    ['Admin', 7],
    ['Admin & Eventmanager', 8],
    ['Moderator', 9],
  ];

  it.each(documentedRanks)('%s has rank %i', (role, rank) => {
    expect(roleRank(role)).toBe(rank);
  });

  it('knows no roles beyond those of the product rules', () => {
    expect(teamRoleRank).toHaveLength(documentedRanks.length);
  });

  it.each(['Praktikant', '', 'moderator'])('unknown role %p ranks after every known role', (role) => {
    expect(roleRank(role)).toBe(teamRoleRank.length);
  });
});

describe('sortTeam', () => {
  it.each<[string, TeamMember[], string[]]>([
    [
      'every known role, reversed input',
      [...teamRoleRank].reverse().map((role, i) => member(`R${teamRoleRank.length - i}`, role, '01.01.2024')),
      teamRoleRank.map((_role, i) => `R${i + 1}`),
    ],
    [
      'same role: older join date first, across years and months',
      [
        member('B', 'Moderator', '01.02.2024'),
        member('A', 'Moderator', '31.12.2023'),
        member('C', 'Moderator', '02.02.2024'),
      ],
      ['A', 'B', 'C'],
    ],
    [
      'the founder sign counts as earliest',
      [member('Datum', 'Admin', '01.01.2000'), member('Gründer', 'Admin', TEAM_FOUNDER_JOIN_DATE)],
      ['Gründer', 'Datum'],
    ],
    [
      'role beats join date',
      [member('Alt', 'Moderator', '01.01.2020'), member('Neu', 'Admin', '01.01.2025')],
      ['Neu', 'Alt'],
    ],
    [
      'unknown roles go last, even with ∞',
      [member('Fremd', 'Gast', TEAM_FOUNDER_JOIN_DATE), member('Mod', 'Moderator', '01.01.2025')],
      ['Mod', 'Fremd'],
    ],
    [
      'unknown roles among themselves by join date',
      [member('Später', 'Gast', '02.01.2024'), member('Früher', 'Helfer', '01.01.2024')],
      ['Früher', 'Später'],
    ],
    [
      'an unreadable date sorts after readable ones of the same role',
      [member('Kaputt', 'Admin', '31.02.2024'), member('Gut', 'Admin', '01.01.2030')],
      ['Gut', 'Kaputt'],
    ],
    ['empty list', [], []],
  ])('%s', (_case, input, expected) => {
    expect(names(sortTeam(input))).toEqual(expected);
  });

  it('equal rank and date keep id order, so the result is stable', () => {
    const a = { ...member('A', 'Admin', '01.01.2024'), id: 2 };
    const b = { ...member('B', 'Admin', '01.01.2024'), id: 1 };
    expect(names(sortTeam([a, b]))).toEqual(['B', 'A']);
  });
});
