# coding: utf-8

# flake8: noqa

"""
    Sluice API

    Sluice moves data between connected external systems through **flows**. A flow has a source connector, a destination connector, the entity types it moves and a schedule; each execution of a flow is a **run**. Connectors are connected systems with a credentialed link. Normalized, deduplicated **canonical records** of 15 business entity types are readable through the public data API, and signed **webhook** events can be pushed to customer HTTPS endpoints instead of polling.  Two base paths are served from one host: `/v1` (flows, runs, connectors, webhooks) and `/api/public/data` (canonical data). All bodies are JSON. Clients must ignore unknown fields in responses.  ## Authentication  Every request (except `/healthz` and `/readyz`) carries `Authorization: Bearer <API_KEY>`. Keys begin with `svc_`, are created in the settings UI, are shown once, are scoped to one customer (tenant) and carry explicit scopes. The effective permission of a request is the key's scopes intersected with the current role of the user who created the key, evaluated per request. Each operation names the one scope it needs in `x-required-scope`. A missing or invalid key is `401 unauthorized`; a valid key without the required permission is `403 forbidden`. Data is always limited to the key's customer: another customer's resources are reported as not found (`404`).  The console (the settings UI at `/`) signs users in with a password or a one-time link and then calls the same operations with a session cookie (`sluice_session`) instead of a key; a session acts with every scope of its user's current role. A request with a session cookie that changes anything must come from Sluice's own origin (its `Origin` header is checked; a missing or foreign one is `403 forbidden`). Operations under `/console/v1` (sign-in, members, API keys) accept only a session. When a request carries both, the API key is used.  ## Errors  Every error has the body `{\"error\": {\"code\", \"message\", \"request_id\"}}`. `request_id` equals the `X-Request-Id` response header; log it for support tracing. `code` is a machine-readable string; new codes may be added at any time, so treat unknown codes by their HTTP status. Statuses used:  | HTTP | codes | |---|---| | 400 | `invalid_request` (malformed JSON, JSON nested deeper than 64 levels, a body that is not valid UTF-8, a body over 1 MiB, a missing required field or parameter, an invalid `Idempotency-Key`), `invalid_cursor` | | 401 | `unauthorized` | | 403 | `forbidden` | | 404 | `not_found`, `flow_not_found`, `run_not_found`, `connector_not_found`, `webhook_not_found`, `delivery_not_found`, `entity_not_found`, `record_not_found` | | 405 | `method_not_allowed` (the path exists but not with this method; the `Allow` header lists the methods it has) | | 408 | `request_timeout` (the request's headers took over 10 s, or its body over 30 s, to arrive) | | 409 | `conflict`, `run_in_progress`, `idempotency_in_progress`, `limit_reached` (the customer already holds the most connectors, flows, webhook endpoints, live API keys or members the operator allows; `message` names the limit: delete, revoke or remove one first) | | 422 | `validation_error` (any other input that fails validation: wrong type, out of range, bad format, a NUL character, a date outside the years 0001–9999, unknown body field or query parameter; `message` names the parameter or field), `idempotency_key_mismatch` | | 429 | `rate_limited` (a key's, a user's or an address's limit, or the customer's write limit across all its keys and sessions), `concurrency_limited` (too many calls that wait on an external system, such as verify, webhook test and replay, in flight for this customer at once; honour `Retry-After`) | | 417 | `expectation_failed` (an `Expect` header other than `100-continue`) | | 431 | `headers_too_large` (request headers over 16 KiB) | | 500 | `internal_error` (transient; safe to retry with backoff) | | 503 | `service_unavailable` (the database is unreachable; honour `Retry-After`) |  Every error, including those answered before routing (405, 408, 417, 431, and 400 for a request Node cannot parse), has this envelope. An error body stays under 16 KiB: a `validation_error` lists at most the first 20 problems and says how many more there were. `HEAD` is answered for every `GET` path, and `OPTIONS` on a known path answers `204` with `Allow`.  ## Pagination and incremental sync  Lists take `limit` (default 50, maximum 500) and `cursor` (the opaque `next_cursor` of the previous page; `null` means the result set has ended). Cursors are signed and bound to the customer and to the query's filters: a modified or foreign cursor, or one reused with different filters, is `400 invalid_cursor`. `/v1` lists without `updated_since` are newest first (`created_at desc, id desc`); with `updated_since` they return records with `updated_at >= updated_since` ordered `updated_at asc, id asc`. Canonical data is always ordered `updated_at asc, canonical_id asc` and `updated_since` is inclusive: keep the highest `updated_at` seen and pass it on the next sync (the boundary record may be seen again; it is never missed).  ## Rate limits  Sliding one-minute window per API key (per client address for requests without a valid key), in three classes: **read** (GET) 600 requests/min; **write** (POST, PATCH, DELETE) 120 requests/min; **trigger** (`POST /v1/flows/{id}/trigger`) 60 requests/min, counted only against the trigger class. On top of each key's limits, the writes (write and trigger classes) of one customer, across all its keys and console sessions, share one limit per window: by default three keys' worth, 360 requests/min (the operator's `SLUICE_RATE_LIMIT_CUSTOMER_WRITE`). Every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds at which the next slot frees) for the request's class; on a write they describe whichever of the key's and the customer's limits has less room left. Exceeding a limit is `429 rate_limited` with `Retry-After` in seconds. `/healthz` and `/readyz` are outside rate limits.  ## Bounds on one customer  A customer holds at most 100 connectors, 200 flows, 20 webhook endpoints, 50 live API keys (neither revoked nor expired) and 100 members, unless the operator set other bounds (`SLUICE_MAX_CONNECTORS_PER_CUSTOMER`, `SLUICE_MAX_FLOWS_PER_CUSTOMER`, `SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER`, `SLUICE_MAX_API_KEYS_PER_CUSTOMER`, `SLUICE_MAX_MEMBERS_PER_CUSTOMER`). Creating one more is `409 limit_reached`, whose `message` says how many the customer has and which bound applies; concurrent creates cannot together pass a bound. A run fails (`stage: extract`) once it has read more than the operator's `SLUICE_RUN_MAX_RECORDS` records and deletions (`run_record_limit`) or `SLUICE_RUN_MAX_BYTES` bytes of records (`run_byte_limit`) from its source; what it read before the limit is stored and written, and the next run reads on from there.  ## Idempotency  Every POST accepts an optional `Idempotency-Key` header. A replay of the same key by the same customer within 24 hours returns the original status, body and headers without executing the operation again, with `Idempotent-Replayed: true`. See the `Idempotency-Key` parameter for the details.  ## Versioning  The stable version is `v1`, carried in the URL path. Breaking changes ship under a new major version with at least 6 months of overlap. Additive changes (new fields, new endpoints, new error codes, new enum values in responses) may appear in `v1` at any time.   # noqa: E501

    The version of the OpenAPI document: 1.0.0
    Generated by: https://openapi-generator.tech
"""


from __future__ import absolute_import

__version__ = "1.0.0"

# import apis into sdk package
from sluice_client.api.canonical_api import CanonicalApi
from sluice_client.api.connectors_api import ConnectorsApi
from sluice_client.api.console_api import ConsoleApi
from sluice_client.api.flows_api import FlowsApi
from sluice_client.api.health_api import HealthApi
from sluice_client.api.runs_api import RunsApi
from sluice_client.api.webhooks_api import WebhooksApi

# import ApiClient
from sluice_client.api_client import ApiClient
from sluice_client.configuration import Configuration
from sluice_client.exceptions import OpenApiException
from sluice_client.exceptions import ApiTypeError
from sluice_client.exceptions import ApiValueError
from sluice_client.exceptions import ApiKeyError
from sluice_client.exceptions import ApiException
# import models into sdk package
from sluice_client.models.api_key import ApiKey
from sluice_client.models.api_key_create import ApiKeyCreate
from sluice_client.models.api_key_list import ApiKeyList
from sluice_client.models.api_key_with_secret import ApiKeyWithSecret
from sluice_client.models.api_key_with_secret_all_of import ApiKeyWithSecretAllOf
from sluice_client.models.canonical_account import CanonicalAccount
from sluice_client.models.canonical_account_page import CanonicalAccountPage
from sluice_client.models.canonical_contact import CanonicalContact
from sluice_client.models.canonical_contact_page import CanonicalContactPage
from sluice_client.models.canonical_customer import CanonicalCustomer
from sluice_client.models.canonical_customer_page import CanonicalCustomerPage
from sluice_client.models.canonical_inventory import CanonicalInventory
from sluice_client.models.canonical_inventory_page import CanonicalInventoryPage
from sluice_client.models.canonical_invoice import CanonicalInvoice
from sluice_client.models.canonical_invoice_page import CanonicalInvoicePage
from sluice_client.models.canonical_lead import CanonicalLead
from sluice_client.models.canonical_lead_page import CanonicalLeadPage
from sluice_client.models.canonical_opportunity import CanonicalOpportunity
from sluice_client.models.canonical_opportunity_page import CanonicalOpportunityPage
from sluice_client.models.canonical_order import CanonicalOrder
from sluice_client.models.canonical_order_line_item import CanonicalOrderLineItem
from sluice_client.models.canonical_order_line_item_page import CanonicalOrderLineItemPage
from sluice_client.models.canonical_order_page import CanonicalOrderPage
from sluice_client.models.canonical_payment import CanonicalPayment
from sluice_client.models.canonical_payment_page import CanonicalPaymentPage
from sluice_client.models.canonical_product import CanonicalProduct
from sluice_client.models.canonical_product_page import CanonicalProductPage
from sluice_client.models.canonical_product_variant import CanonicalProductVariant
from sluice_client.models.canonical_product_variant_page import CanonicalProductVariantPage
from sluice_client.models.canonical_refund import CanonicalRefund
from sluice_client.models.canonical_refund_page import CanonicalRefundPage
from sluice_client.models.canonical_shipment import CanonicalShipment
from sluice_client.models.canonical_shipment_page import CanonicalShipmentPage
from sluice_client.models.canonical_subscription import CanonicalSubscription
from sluice_client.models.canonical_subscription_page import CanonicalSubscriptionPage
from sluice_client.models.connector import Connector
from sluice_client.models.connector_create import ConnectorCreate
from sluice_client.models.connector_degraded_event import ConnectorDegradedEvent
from sluice_client.models.connector_degraded_event_data import ConnectorDegradedEventData
from sluice_client.models.connector_last_error import ConnectorLastError
from sluice_client.models.connector_list import ConnectorList
from sluice_client.models.connector_recovered_event import ConnectorRecoveredEvent
from sluice_client.models.connector_recovered_event_data import ConnectorRecoveredEventData
from sluice_client.models.connector_summary import ConnectorSummary
from sluice_client.models.connector_type import ConnectorType
from sluice_client.models.connector_type_list import ConnectorTypeList
from sluice_client.models.connector_update import ConnectorUpdate
from sluice_client.models.console_session import ConsoleSession
from sluice_client.models.console_session_customer import ConsoleSessionCustomer
from sluice_client.models.console_session_user import ConsoleSessionUser
from sluice_client.models.endpoint_disabled_event import EndpointDisabledEvent
from sluice_client.models.endpoint_disabled_event_data import EndpointDisabledEventData
from sluice_client.models.entity_type import EntityType
from sluice_client.models.error import Error
from sluice_client.models.error_error import ErrorError
from sluice_client.models.event_type import EventType
from sluice_client.models.event_type_list import EventTypeList
from sluice_client.models.flow import Flow
from sluice_client.models.flow_create import FlowCreate
from sluice_client.models.flow_detail import FlowDetail
from sluice_client.models.flow_list import FlowList
from sluice_client.models.flow_paused_event import FlowPausedEvent
from sluice_client.models.flow_paused_event_data import FlowPausedEventData
from sluice_client.models.flow_resumed_event import FlowResumedEvent
from sluice_client.models.flow_resumed_event_data import FlowResumedEventData
from sluice_client.models.flow_resync import FlowResync
from sluice_client.models.flow_update import FlowUpdate
from sluice_client.models.health import Health
from sluice_client.models.list_meta import ListMeta
from sluice_client.models.member import Member
from sluice_client.models.member_invitation import MemberInvitation
from sluice_client.models.member_invite import MemberInvite
from sluice_client.models.member_list import MemberList
from sluice_client.models.member_update import MemberUpdate
from sluice_client.models.overview import Overview
from sluice_client.models.overview_bucket import OverviewBucket
from sluice_client.models.overview_bucket_runs import OverviewBucketRuns
from sluice_client.models.overview_bucket_webhook_attempts import OverviewBucketWebhookAttempts
from sluice_client.models.password_change import PasswordChange
from sluice_client.models.readiness import Readiness
from sluice_client.models.record_rejection import RecordRejection
from sluice_client.models.record_rejection_list import RecordRejectionList
from sluice_client.models.record_rejection_record import RecordRejectionRecord
from sluice_client.models.records_changed_event import RecordsChangedEvent
from sluice_client.models.records_changed_event_data import RecordsChangedEventData
from sluice_client.models.role import Role
from sluice_client.models.run import Run
from sluice_client.models.run_cancelled_event import RunCancelledEvent
from sluice_client.models.run_cancelled_event_data import RunCancelledEventData
from sluice_client.models.run_connectors import RunConnectors
from sluice_client.models.run_connectors_destination import RunConnectorsDestination
from sluice_client.models.run_connectors_source import RunConnectorsSource
from sluice_client.models.run_created import RunCreated
from sluice_client.models.run_entity_counts import RunEntityCounts
from sluice_client.models.run_error import RunError
from sluice_client.models.run_failed_event import RunFailedEvent
from sluice_client.models.run_failed_event_data import RunFailedEventData
from sluice_client.models.run_list import RunList
from sluice_client.models.run_partial_event import RunPartialEvent
from sluice_client.models.run_partial_event_data import RunPartialEventData
from sluice_client.models.run_started_event import RunStartedEvent
from sluice_client.models.run_started_event_data import RunStartedEventData
from sluice_client.models.run_status import RunStatus
from sluice_client.models.run_succeeded_event import RunSucceededEvent
from sluice_client.models.run_succeeded_event_data import RunSucceededEventData
from sluice_client.models.run_top_error import RunTopError
from sluice_client.models.schedule_details import ScheduleDetails
from sluice_client.models.scope import Scope
from sluice_client.models.sign_in_link import SignInLink
from sluice_client.models.sign_in_link_request import SignInLinkRequest
from sluice_client.models.sign_in_request import SignInRequest
from sluice_client.models.verify_result import VerifyResult
from sluice_client.models.verify_result_error import VerifyResultError
from sluice_client.models.webhook_actor import WebhookActor
from sluice_client.models.webhook_attempt import WebhookAttempt
from sluice_client.models.webhook_attempt_error import WebhookAttemptError
from sluice_client.models.webhook_attempt_request import WebhookAttemptRequest
from sluice_client.models.webhook_attempt_response import WebhookAttemptResponse
from sluice_client.models.webhook_custom_header import WebhookCustomHeader
from sluice_client.models.webhook_custom_header_input import WebhookCustomHeaderInput
from sluice_client.models.webhook_delivery import WebhookDelivery
from sluice_client.models.webhook_delivery_detail import WebhookDeliveryDetail
from sluice_client.models.webhook_delivery_detail_all_of import WebhookDeliveryDetailAllOf
from sluice_client.models.webhook_delivery_detail_all_of_payload import WebhookDeliveryDetailAllOfPayload
from sluice_client.models.webhook_delivery_event import WebhookDeliveryEvent
from sluice_client.models.webhook_delivery_list import WebhookDeliveryList
from sluice_client.models.webhook_delivery_status import WebhookDeliveryStatus
from sluice_client.models.webhook_endpoint import WebhookEndpoint
from sluice_client.models.webhook_endpoint_create import WebhookEndpointCreate
from sluice_client.models.webhook_endpoint_list import WebhookEndpointList
from sluice_client.models.webhook_endpoint_update import WebhookEndpointUpdate
from sluice_client.models.webhook_endpoint_with_secret import WebhookEndpointWithSecret
from sluice_client.models.webhook_endpoint_with_secret_all_of import WebhookEndpointWithSecretAllOf
from sluice_client.models.webhook_event import WebhookEvent
from sluice_client.models.webhook_event_error import WebhookEventError
from sluice_client.models.webhook_recover_request import WebhookRecoverRequest
from sluice_client.models.webhook_recover_result import WebhookRecoverResult
from sluice_client.models.webhook_send_result import WebhookSendResult
from sluice_client.models.webhook_send_result_error import WebhookSendResultError
from sluice_client.models.webhook_stats import WebhookStats
from sluice_client.models.webhook_stats_window import WebhookStatsWindow
from sluice_client.models.webhook_stats_window_attempts import WebhookStatsWindowAttempts
from sluice_client.models.webhook_stats_window_deliveries import WebhookStatsWindowDeliveries
from sluice_client.models.webhook_test_event import WebhookTestEvent
from sluice_client.models.webhook_test_event_data import WebhookTestEventData

