import type { TimelineLine } from '../api.ts';

/**
 * Who a timeline line names, once: the system by its label alone (its stored name is the label again),
 * staff and buyers by their label and name.
 */
export function actorText(line: Pick<TimelineLine, 'actorKind' | 'actorName'>, label: string): string {
  if (line.actorKind === 'system' || !line.actorName) return label;
  return `${label} · ${line.actorName}`;
}
