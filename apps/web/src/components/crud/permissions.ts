import { guard } from '../usePermission.ts';

/** The guard lists of a list's buttons; a missing one hides the button. */
export interface CrudPermissions {
  add?: string[];
  edit?: string[];
  del?: string[];
}

/** The usual `{name}:add|edit|del` guards, each open to the administrator too. */
export function crudPermissions(name: string): Required<CrudPermissions> {
  return { add: guard(`${name}:add`), edit: guard(`${name}:edit`), del: guard(`${name}:del`) };
}
