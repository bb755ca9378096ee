import {
  DATA_ARCHIVE_TICKET_MINUTES,
  POLICY_FIGURES,
  type PolicyFigure,
} from '@atelier/contract/privacy-codes';
import type { PrivacyConfig } from '../../config';

export type PolicyFigures = Record<PolicyFigure, number>;

const DAY_MS = 86_400_000;

/** What the privacy policy promises, in the units it speaks of, from the configuration. */
export function policyFigures(privacy: PrivacyConfig): PolicyFigures {
  return {
    cooling_off_days: Math.round(privacy.coolingOffMs / DAY_MS),
    resume_retention_days: Math.round(privacy.resumeRetentionMs / DAY_MS),
    exports_per_day: privacy.exportsPerDay,
    archive_ticket_minutes: DATA_ARCHIVE_TICKET_MINUTES,
  };
}

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const known = new Set<string>(POLICY_FIGURES);

/**
 * Writes each figure into a kept text where it says `{{name}}`; any other braces stay as written,
 * so a typo shows on the page for its editor instead of vanishing.
 */
export function fillPolicyFigures(text: string, figures: PolicyFigures): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    known.has(name) ? String(figures[name as PolicyFigure]) : whole,
  );
}
