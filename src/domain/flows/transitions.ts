// The flow lifecycle, written down once: which action moves a flow from which status to which.
export type FlowStatus = 'active' | 'paused';
export type FlowAction = 'pause' | 'resume';

const TRANSITIONS: Record<FlowAction, { from: FlowStatus; to: FlowStatus }> = {
  pause: { from: 'active', to: 'paused' },
  resume: { from: 'paused', to: 'active' },
};

/** The status after `action`, or null when the flow's current status does not allow it. */
export function nextFlowStatus(current: FlowStatus, action: FlowAction): FlowStatus | null {
  const t = TRANSITIONS[action];
  return t.from === current ? t.to : null;
}
