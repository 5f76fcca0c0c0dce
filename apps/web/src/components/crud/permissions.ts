import type { CrudPrefix, Grant } from '@hh/shared';
import { guard } from '../usePermission.ts';

/** The guard lists of a list's buttons; a missing one hides the button. */
export interface CrudPermissions {
  add?: Grant[];
  edit?: Grant[];
  del?: Grant[];
}

/** The usual `{name}:add|edit|del` guards of the menu table, each open to the administrator too. */
export function crudPermissions(name: CrudPrefix): Required<CrudPermissions> {
  return { add: guard(`${name}:add`), edit: guard(`${name}:edit`), del: guard(`${name}:del`) };
}
