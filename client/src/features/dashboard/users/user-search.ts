import * as messages from '../../../messages/pt-BR';
import type { DashboardUser } from './users-operations';

/** Lower case without accents: 'Conceição' → 'conceicao'. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The screen's search (spec §2 "Dashboard users"): every word of the query appears in the name, the e-mail or the role
 * (its code, ADMIN or USER, or its label on the badge), ignoring case and accents. A blank query matches everyone.
 */
export function matchesUserSearch(user: Pick<DashboardUser, 'name' | 'email' | 'role'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const text = fold(`${user.name}\n${user.email}\n${user.role}\n${messages.dashboardUsers.roles[user.role]}`);
  return words.every((word) => text.includes(word));
}
