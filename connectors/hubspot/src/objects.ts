// What is read for each canonical entity (referenced entities first, the order Sluice moves them in): the CRM
// object type, the property that says when an object last changed (contacts keep the classic `lastmodifieddate`),
// the properties asked for, and how a page of objects becomes canonical values, with the associations a page needs
// fetched once for the whole page.
import type { Client } from '@hubspot/api-client';
import { call, type HubspotContext } from './client.js';
import type { EntityType } from '@sluice/connector-sdk';
import * as map from './mapping.js';
import type { HsObject } from './mapping.js';

type Obj = Record<string, unknown>;

export interface HsStream {
  entity: string;
  objectType: string;
  modified: string;
  properties: string[];
  toValues(ctx: HubspotContext, client: Client, objects: HsObject[]): Promise<Obj[]>;
}

/** For each object id of `from`, the first associated id of `to` (v4 batch associations), one request per page. */
async function firstAssociated(ctx: HubspotContext, client: Client, from: string, to: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const answer = await call(ctx, `read ${from} to ${to} associations`, () => client.crm.associations.v4.batchApi.getPage(from, to, { inputs: ids.map((id) => ({ id })) }));
  const out = new Map<string, string>();
  for (const result of answer.results) {
    const first = result.to[0];
    if (first) out.set(String(result._from.id), String(first.toObjectId));
  }
  return out;
}

const PERSON = ['email', 'firstname', 'lastname', 'company', 'hs_analytics_source'];

export const STREAMS: Record<string, HsStream> = {
  account: {
    entity: 'account',
    objectType: 'companies',
    modified: 'hs_lastmodifieddate',
    properties: ['name', 'domain', 'industry', 'numberofemployees', 'country', 'hs_lastmodifieddate'],
    toValues: async (_ctx, _client, objects) => objects.map(map.account),
  },
  contact: {
    entity: 'contact',
    objectType: 'contacts',
    modified: 'lastmodifieddate',
    properties: ['email', 'firstname', 'lastname', 'phone', 'jobtitle', 'associatedcompanyid', 'lastmodifieddate'],
    toValues: async (_ctx, _client, objects) => objects.map(map.contact),
  },
  opportunity: {
    entity: 'opportunity',
    objectType: 'deals',
    modified: 'hs_lastmodifieddate',
    properties: ['dealname', 'dealstage', 'amount', 'deal_currency_code', 'hs_deal_stage_probability', 'closedate', 'hs_is_closed', 'hs_is_closed_won', 'hs_lastmodifieddate'],
    async toValues(ctx, client, objects) {
      const companies = await firstAssociated(ctx, client, 'deals', 'companies', objects.map((o) => o.id));
      return objects.map((o) => map.opportunity(o, companies.get(o.id) ?? null, ctx.config.deal_stages));
    },
  },
  lead: {
    entity: 'lead',
    objectType: 'leads',
    modified: 'hs_lastmodifieddate',
    properties: ['hs_lead_name', 'hs_pipeline_stage', 'hs_lead_type', 'hs_lastmodifieddate'],
    async toValues(ctx, client, objects) {
      const people = await firstAssociated(ctx, client, 'leads', 'contacts', objects.map((o) => o.id));
      const ids = [...new Set(people.values())];
      const contacts = new Map<string, HsObject>();
      if (ids.length > 0) {
        const answer = await call(ctx, 'read the leads\' contacts', () =>
          client.crm.objects.batchApi.read('contacts', { inputs: ids.map((id) => ({ id })), properties: PERSON, propertiesWithHistory: [] }),
        );
        for (const c of answer.results) contacts.set(c.id, c as unknown as HsObject);
      }
      return objects.map((o) => map.lead(o, contacts.get(people.get(o.id) ?? '')));
    },
  },
};

export const ENTITIES = Object.keys(STREAMS) as EntityType[];
