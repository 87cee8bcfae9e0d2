// HubSpot CRM objects onto canonical entities, field by field (README.md has the same tables). Every property
// arrives as a string (or null); references are HubSpot object ids, which Sluice resolves among this connector's
// records.
import { minorUnits } from '@sluice/connector-sdk';
import type { Stage } from './config.js';

type Obj = Record<string, unknown>;

/** An object as the CRM APIs answer it. */
export interface HsObject {
  id: string;
  properties: Record<string, string | null | undefined>;
  archived?: boolean;
  archivedAt?: Date;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function integer(v: unknown): number | null {
  const t = text(v);
  if (t === null || !/^-?\d+(\.0+)?$/.test(t)) return null;
  return Number.parseInt(t, 10);
}

let countries: Map<string, string> | undefined;

/** An ISO 3166-1 alpha-2 code from a code or an English country name ("Germany" → DE); null when neither. */
export function countryCode(value: unknown): string | null {
  const t = text(value);
  if (t === null) return null;
  if (/^[A-Za-z]{2}$/.test(t)) return t.toUpperCase();
  if (!countries) {
    countries = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name) countries.set(name.toLowerCase(), code);
      }
    }
    for (const [alias, code] of [['usa', 'US'], ['united states of america', 'US'], ['uk', 'GB'], ['great britain', 'GB'], ['england', 'GB']] as const) countries.set(alias, code);
  }
  return countries.get(t.toLowerCase()) ?? null;
}

/** "https://www.example.com/about" → example.com; what HubSpot keeps in `domain` is usually already bare. */
function domainOf(value: unknown): string | null {
  const t = text(value);
  if (t === null) return null;
  return t.replace(/^[a-z]+:\/\//i, '').replace(/[/?#].*$/, '').replace(/^www\./i, '').toLowerCase() || null;
}

export function contact(o: HsObject): Obj {
  const p = o.properties;
  return {
    email: text(p.email),
    first_name: text(p.firstname),
    last_name: text(p.lastname),
    phone: text(p.phone),
    title: text(p.jobtitle),
    account_id: text(p.associatedcompanyid),
    last_source_update_at: text(p.lastmodifieddate),
  };
}

export function account(o: HsObject): Obj {
  const p = o.properties;
  const domain = domainOf(p.domain);
  return {
    // A company without a name is common in HubSpot (created from a domain): the domain, else the id, names it.
    name: text(p.name) ?? domain ?? `HubSpot company ${o.id}`,
    domain,
    industry: text(p.industry),
    employee_count: integer(p.numberofemployees),
    country: countryCode(p.country),
    last_source_update_at: text(p.hs_lastmodifieddate),
  };
}

/** The stages of HubSpot's default sales pipeline. */
export const DEFAULT_DEAL_STAGES: Readonly<Record<string, Stage>> = {
  appointmentscheduled: 'prospecting',
  qualifiedtobuy: 'qualification',
  presentationscheduled: 'proposal',
  decisionmakerboughtin: 'negotiation',
  contractsent: 'negotiation',
  closedwon: 'closed_won',
  closedlost: 'closed_lost',
};

/** A deal's stage: the configured map, the default pipeline, then HubSpot's closed/won flags; an open stage it cannot place is prospecting. */
export function dealStage(p: HsObject['properties'], configured: Record<string, Stage>): Stage {
  const id = text(p.dealstage) ?? '';
  const known = configured[id] ?? DEFAULT_DEAL_STAGES[id];
  if (known) return known;
  if (p.hs_is_closed_won === 'true') return 'closed_won';
  if (p.hs_is_closed === 'true') return 'closed_lost';
  return 'prospecting';
}

export function opportunity(o: HsObject, companyId: string | null, stages: Record<string, Stage>): Obj {
  const p = o.properties;
  const currency = text(p.deal_currency_code)?.toUpperCase() ?? null;
  const probability = text(p.hs_deal_stage_probability);
  const amount = minorUnits(text(p.amount), currency);
  return {
    name: text(p.dealname) ?? `HubSpot deal ${o.id}`,
    account_id: companyId,
    stage: dealStage(p, stages),
    amount_cents: amount,
    currency: amount === null ? null : currency,
    probability: probability === null || Number.isNaN(Number(probability)) ? null : Math.round(Number(probability) * 100),
    close_date: text(p.closedate)?.slice(0, 10) ?? null,
    last_source_update_at: text(p.hs_lastmodifieddate),
  };
}

/** The stages of HubSpot's default lead pipeline. */
export const LEAD_STAGES: Readonly<Record<string, string>> = {
  'new-stage-id': 'new',
  'attempting-stage-id': 'contacted',
  'connected-stage-id': 'contacted',
  'qualified-stage-id': 'qualified',
  'unqualified-stage-id': 'unqualified',
};

/** A lead, with the person's details from the contact it is attached to (HubSpot requires one). */
export function lead(o: HsObject, person: HsObject | undefined): Obj {
  const p = o.properties;
  const c = person?.properties ?? {};
  return {
    email: text(c.email),
    first_name: text(c.firstname),
    last_name: text(c.lastname),
    company_name: text(c.company),
    status: LEAD_STAGES[text(p.hs_pipeline_stage) ?? ''] ?? 'new',
    source: text(c.hs_analytics_source),
    last_source_update_at: text(p.hs_lastmodifieddate),
  };
}
