interface Identified {
  id: number;
}

export interface ChoiceRules {
  multiple: boolean;
  /** The most a multiple choice may hold; no limit when undefined. */
  max?: number;
}

/**
 * A click on a file. Single: it becomes the choice (a second click clears it). Multiple: it is
 * added or removed, keeping the click order, and nothing is added once `max` is reached.
 */
export function toggleChoice<T extends Identified>(chosen: readonly T[], item: T, rules: ChoiceRules): T[] {
  const present = chosen.some((entry) => entry.id === item.id);
  if (!rules.multiple) return present ? [] : [item];
  if (present) return chosen.filter((entry) => entry.id !== item.id);
  if (rules.max !== undefined && chosen.length >= rules.max) return [...chosen];
  return [...chosen, item];
}

/** A file just uploaded in the picker is chosen at once (in addition, for a multiple choice with room). */
export function chooseUploaded<T extends Identified>(chosen: readonly T[], item: T, rules: ChoiceRules): T[] {
  if (!rules.multiple) return [item];
  if (chosen.some((entry) => entry.id === item.id)) return [...chosen];
  if (rules.max !== undefined && chosen.length >= rules.max) return [...chosen];
  return [...chosen, item];
}
