/** The fields that name a thing, most telling first, across the tables the log writes about. */
const NAME_FIELDS = [
  'name',
  'nickName',
  'nickname',
  'realName',
  'title',
  'label',
  'navName',
  'planName',
  'username',
  'orderCode',
];

function nameIn(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const field = NAME_FIELDS.find((key) => typeof record[key] === 'string' && record[key] !== '');
  return field ? (record[field] as string) : null;
}

/** The entity's name as the line's data tells it: after the change, else before it. */
export function entityName(after: unknown, before: unknown): string | null {
  return nameIn(after) ?? nameIn(before);
}
