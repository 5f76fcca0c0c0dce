import type { MessageTree } from './featureBundle.ts';

const CJK = /[\u3400-\u9fff]/;

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

/** What is wrong with a feature's bundles: missing or extra keys, empty texts, Chinese in English, placeholders. */
export function bundleProblems(zh: MessageTree, en: MessageTree): string[] {
  const zhLeaves = leaves(zh);
  const enLeaves = leaves(en);
  const problems: string[] = [];
  for (const key of zhLeaves.keys()) if (!enLeaves.has(key)) problems.push(`${key}: missing in en`);
  for (const key of enLeaves.keys()) if (!zhLeaves.has(key)) problems.push(`${key}: only in en`);
  for (const [key, text] of zhLeaves) {
    const other = enLeaves.get(key) ?? '';
    if (text.trim() === '' || other.trim() === '') problems.push(`${key}: empty`);
    if (CJK.test(other)) problems.push(`${key}: Chinese in en`);
    if (placeholders(text).join() !== placeholders(other).join())
      problems.push(`${key}: placeholders differ`);
  }
  return problems;
}
