// The API's Flow from a flow row (the row already has the contract's field names).
import type { components } from '../../../../generated/openapi.js';
import type { FlowDetailRow, FlowRow } from '../../../domain/flows/repository.js';

export type Flow = components['schemas']['Flow'];
export type FlowDetail = components['schemas']['FlowDetail'];

export function toFlow(row: FlowRow): Flow {
  return row as Flow;
}

export function toFlowDetail(row: FlowDetailRow): FlowDetail {
  return row as FlowDetail;
}
