/**
 * The legal documents (terms, privacy, delivery, warranty and refunds) live in the `legal`
 * locale files as sections; this module names them and reads them safely.
 */
import type { TFunction } from 'i18next';

export const LEGAL_DOCUMENTS = ['terms', 'privacy', 'shipping', 'warranty'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** When the texts last changed (ISO date); shown as "last updated" on every document. */
export const LEGAL_LAST_UPDATED = '2026-11-21';

export interface LegalSection {
  /** Stable anchor, the same in both languages. */
  id: string;
  title: string;
  paragraphs: string[];
  items: string[];
  /** Paragraphs that follow the list. */
  after: string[];
}

export interface LegalDocument {
  intro: string[];
  sections: LegalSection[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function toSection(value: unknown): LegalSection | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, title, paragraphs, items, after } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof title !== 'string') return null;
  return {
    id,
    title,
    paragraphs: strings(paragraphs),
    items: strings(items),
    after: strings(after),
  };
}

export function readLegalDocument(
  t: TFunction,
  id: LegalDocumentId,
  values: Record<string, string | number>,
): LegalDocument {
  const raw: unknown = t(`documents.${id}`, { ...values, returnObjects: true });
  const doc = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const sections = Array.isArray(doc.sections) ? doc.sections.map(toSection) : [];
  return {
    intro: strings(doc.intro),
    sections: sections.filter((section): section is LegalSection => section !== null),
  };
}
