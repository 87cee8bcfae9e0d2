// Every operation of openapi.yaml and its handler; the HandlerMap type makes a missing one a compile error.
import type { HandlerMap } from '../handler.js';
import { canonicalHandlers } from './canonical/canonicalHandlers.js';
import { createConnector } from './connectors/createConnector.js';
import { deleteConnector } from './connectors/deleteConnector.js';
import { getConnector } from './connectors/getConnector.js';
import { listConnectorTypes } from './connectors/listConnectorTypes.js';
import { listConnectors } from './connectors/listConnectors.js';
import { updateConnector } from './connectors/updateConnector.js';
import { verifyConnector } from './connectors/verifyConnector.js';
import { createFlow } from './flows/createFlow.js';
import { deleteFlow } from './flows/deleteFlow.js';
import { getFlow } from './flows/getFlow.js';
import { listFlowRejections } from './flows/listFlowRejections.js';
import { reprocessFlowRejections } from './flows/reprocessFlowRejections.js';
import { updateFlow } from './flows/updateFlow.js';
import { listFlows } from './flows/listFlows.js';
import { pauseFlow } from './flows/pauseFlow.js';
import { resumeFlow } from './flows/resumeFlow.js';
import { resyncFlow } from './flows/resyncFlow.js';
import { triggerFlow } from './flows/triggerFlow.js';
import { getHealth } from './health/getHealth.js';
import { getReadiness } from './health/getReadiness.js';
import { getOverview } from './overview/getOverview.js';
import { getRun } from './runs/getRun.js';
import { listRuns } from './runs/listRuns.js';
import { listRunRejections } from './runs/listRunRejections.js';
import { retryRun } from './runs/retryRun.js';
import { cancelRun } from './runs/cancelRun.js';
import { getSession } from './console/getSession.js';
import { signIn } from './console/signIn.js';
import { signOut } from './console/signOut.js';
import { signInWithLink } from './console/signInWithLink.js';
import { changePassword } from './console/changePassword.js';
import { listMembers } from './console/listMembers.js';
import { inviteMember } from './console/inviteMember.js';
import { updateMember } from './console/updateMember.js';
import { removeMember } from './console/removeMember.js';
import { listApiKeys } from './console/listApiKeys.js';
import { createApiKey } from './console/createApiKey.js';
import { revokeApiKey } from './console/revokeApiKey.js';
import { createWebhook } from './webhooks/createWebhook.js';
import { deleteWebhook } from './webhooks/deleteWebhook.js';
import { getWebhook } from './webhooks/getWebhook.js';
import { getWebhookDelivery } from './webhooks/getWebhookDelivery.js';
import { getWebhookStats } from './webhooks/getWebhookStats.js';
import { listEventTypes } from './webhooks/listEventTypes.js';
import { listWebhookDeliveries } from './webhooks/listWebhookDeliveries.js';
import { listWebhooks } from './webhooks/listWebhooks.js';
import { recoverWebhook } from './webhooks/recoverWebhook.js';
import { replayWebhookDelivery } from './webhooks/replayWebhookDelivery.js';
import { rotateWebhookSecret } from './webhooks/rotateWebhookSecret.js';
import { testWebhook } from './webhooks/testWebhook.js';
import { updateWebhook } from './webhooks/updateWebhook.js';

export const handlers: HandlerMap = {
  getSession,
  signIn,
  signOut,
  signInWithLink,
  changePassword,
  listMembers,
  inviteMember,
  updateMember,
  removeMember,
  listApiKeys,
  createApiKey,
  revokeApiKey,
  getHealth,
  getReadiness,
  listFlows,
  getFlow,
  createFlow,
  updateFlow,
  deleteFlow,
  pauseFlow,
  resumeFlow,
  triggerFlow,
  resyncFlow,
  listFlowRejections,
  reprocessFlowRejections,
  listRuns,
  getOverview,
  getRun,
  listRunRejections,
  retryRun,
  cancelRun,
  listConnectorTypes,
  listConnectors,
  createConnector,
  getConnector,
  updateConnector,
  deleteConnector,
  verifyConnector,
  listWebhooks,
  createWebhook,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  testWebhook,
  rotateWebhookSecret,
  listWebhookDeliveries,
  listEventTypes,
  getWebhookDelivery,
  replayWebhookDelivery,
  getWebhookStats,
  recoverWebhook,
  ...canonicalHandlers,
};
