import { type DecoDocument, decoDocument } from '@hh/shared';

/** Something in the draft the server would refuse: on which component (null: the page), which field, why. */
export interface Problem {
  componentId: string | null;
  field: string;
  /** The contract's message key (`decoItems`, `required`…), or the server's own text. */
  key: string;
  text?: string;
}

const keyOf = (message: string) => (message.startsWith('msg:') ? message.slice(4) : 'invalid');

/** The draft checked with the contract's own schema, before it is sent. */
export function draftProblems(document: DecoDocument): Problem[] {
  const result = decoDocument.safeParse(document);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [head, index, ...rest] = issue.path;
    const onComponent = head === 'components' && typeof index === 'number';
    return {
      componentId: onComponent ? (document.components[index]?.id ?? null) : null,
      field: (onComponent ? rest : issue.path).join('.'),
      key: keyOf(issue.message),
    };
  });
}

/** The server's field errors (`document.components.3.items.0.link`) placed on their components. */
export function serverProblems(
  document: DecoDocument,
  errors: readonly { field: string; message: string }[],
): Problem[] {
  return errors.map(({ field, message }) => {
    const match = /^document\.components\.(\d+)\.?(.*)$/.exec(field);
    const component = match ? document.components[Number(match[1])] : undefined;
    return {
      componentId: component?.id ?? null,
      field: match ? (match[2] ?? '') : field.replace(/^document\./, ''),
      key: 'server',
      text: message,
    };
  });
}
