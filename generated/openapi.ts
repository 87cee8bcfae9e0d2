// Generated from openapi.yaml by `npm run generate`. Do not edit by hand.
/* eslint-disable */
export interface paths {
    "/v1/flows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List flows
         * @description Lists the flows of the key's customer, in the `/v1` list envelope. Without
         *     `updated_since` the newest flows come first (`created_at desc, id desc`); with it,
         *     flows with `updated_at >= updated_since` in `updated_at asc, id asc` order.
         */
        get: operations["listFlows"];
        put?: never;
        /**
         * Create a flow
         * @description Creates a flow from a source connector to a destination connector, moving the given
         *     canonical entity types on a schedule. Both connectors must belong to the caller's
         *     customer (another customer's or an unknown connector id is `422 validation_error`
         *     naming the field). `mappings` optionally overrides, per entity, which source field
         *     feeds which canonical field (`{entity: {canonical_field: source_field}}`); its keys
         *     must be among `entities`. A new flow is `active` and its first scheduled run is one
         *     interval from now (`manual` flows have no `next_run_at`). Answers `201` with the
         *     flow.
         */
        post: operations["createFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/flows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a flow
         * @description Returns one flow with its connector and schedule details: every field of the listed
         *     flow plus `source_connector`, `destination_connector` (`{id, name, type, status}`)
         *     and `schedule_details` (`{label, interval_seconds, next_run_at}`). An unknown id, or
         *     a flow of another customer, is `404 flow_not_found`.
         */
        get: operations["getFlow"];
        put?: never;
        post?: never;
        /**
         * Delete a flow
         * @description Deletes the flow and its run history. A flow with a queued or running run is
         *     `409 run_in_progress`: pause it and let the run finish first. Answers `204`.
         */
        delete: operations["deleteFlow"];
        options?: never;
        head?: never;
        /**
         * Update a flow
         * @description Changes any of `name`, `source_connector_id`, `destination_connector_id`, `entities`,
         *     `schedule` and `mappings`; fields left out keep their value. A schedule change on an
         *     active flow moves `next_run_at` to one new interval from now. Status changes go
         *     through pause and resume, not here. An empty body is `422 validation_error`.
         */
        patch: operations["updateFlow"];
        trace?: never;
    };
    "/v1/flows/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a flow
         * @description Moves an `active` flow to `paused` and returns the updated flow. No scheduled runs
         *     start while a flow is paused; a run already queued or running is not interrupted.
         *     Emits `flow.paused` with the acting API key. Pausing a flow that is already paused
         *     is `409 conflict`. No request body is accepted.
         */
        post: operations["pauseFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/flows/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a flow
         * @description Returns a `paused` flow to `active` and returns the updated flow (the spec leaves the
         *     resumed state and the response shape open; we return the flow, as pause does).
         *     Scheduled runs continue from the next slot of the schedule; missed slots are not
         *     back-filled. Emits `flow.resumed` with the acting API key. Resuming a flow that is
         *     not paused is `409 conflict`. No request body is accepted.
         */
        post: operations["resumeFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/flows/{id}/trigger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trigger a flow run now
         * @description Queues a new run of the flow with `trigger: manual` and answers `202` with its id;
         *     the run executes asynchronously (follow it with `GET /v1/runs/{id}` or the `run.*`
         *     webhook events). A flow has at most one queued or running run: triggering while one
         *     is in flight is `409 run_in_progress`; triggering a paused flow is `409 conflict`.
         *     Counts only against the trigger rate-limit class (60 requests/min). No request body
         *     is accepted.
         */
        post: operations["triggerFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List runs
         * @description Lists the runs of the key's customer, in the `/v1` list envelope, optionally filtered
         *     by flow, status and creation time (`from` inclusive, `to` exclusive, both on
         *     `created_at`). Filters combine with AND. Ordering as for every `/v1` list: newest
         *     first without `updated_since`, `updated_at asc, id asc` with it. An unknown
         *     `flow_id` yields an empty page, not a 404.
         */
        get: operations["listRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a run
         * @description Returns one run with its record counts, duration and errors. An unknown id, or a run
         *     of another customer, is `404 run_not_found`.
         */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/runs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a failed run
         * @description Queues a new run of the same flow with `trigger: retry` and `retry_of` set to this
         *     run, and answers `202` with its id. Only a `failed` run can be retried; any other
         *     status is `409 conflict`. As with a trigger, a flow that already has a queued or
         *     running run answers `409 run_in_progress`, and a paused flow `409 conflict`. The new
         *     run starts from the flow's saved source checkpoint, not from scratch. Counts against
         *     the write rate-limit class. No request body is accepted.
         */
        post: operations["retryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List connectors
         * @description Lists the connectors of the key's customer with their current status. The spec
         *     describes no parameters here; like every `/v1` list it is paginated (`limit`,
         *     `cursor`) and supports `updated_since`, with the same ordering rules.
         */
        get: operations["listConnectors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a connector
         * @description Returns one connector: its type, status, non-secret configuration and last
         *     verification outcome. Credentials are write-only and never returned. An unknown id,
         *     or a connector of another customer, is `404 connector_not_found`.
         */
        get: operations["getConnector"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connectors/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a connector's credentialed link
         * @description Runs the connector plugin's credential check synchronously and answers `200` with the
         *     outcome, whether the check passed (`result: ok`) or failed (`result: error`, with the
         *     error); a failed check is a successful request, not an HTTP error. The connector's
         *     `status`, `last_verified_at` and `last_error` are updated: a passing check makes it
         *     `active` (emitting `connector.recovered` if it was `degraded`), an auth or quota
         *     failure makes it `degraded` (emitting `connector.degraded`). Other failures (config,
         *     transient) are reported without changing the status. No request body is accepted.
         */
        post: operations["verifyConnector"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a webhook endpoint
         * @description Sends a signed `webhook.test` event to the endpoint `id` (a `whk_` id) once,
         *     synchronously, and answers `200` with the outcome: `ok` when the endpoint returned
         *     2xx within 10 seconds, `error` otherwise (non-2xx, including 3xx since redirects are
         *     not followed, time-out, or connection failure). A failed test is a successful
         *     request, not an HTTP error, and is not retried. The attempt is logged like any
         *     delivery. No request body is accepted.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/{entity}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List canonical records of an entity type
         * @description Lists the key's customer's canonical records of one entity type, always ordered
         *     `updated_at asc, canonical_id asc`. `updated_since` is inclusive (`>=`): pass the
         *     highest `updated_at` seen to sync incrementally (the boundary record may be returned
         *     again; no record is ever missed). `count` is the number of records in this page.
         *     `fields` narrows each record to the named fields (plus `canonical_id`); an unknown
         *     name is `422 validation_error` naming it. An unknown entity type is
         *     `404 entity_not_found`.
         */
        get: operations["listCanonicalRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/{entity}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one canonical record
         * @description Returns one canonical record by its `canonical_id`. An unknown entity type is
         *     `404 entity_not_found`; an unknown id, a record of another entity type or of another
         *     customer is `404 record_not_found`. An `id` that is not a UUID is `422
         *     validation_error`.
         */
        get: operations["getCanonicalRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness probe
         * @description Answers `200 {"status": "ok"}` whenever the process is serving HTTP. It does not
         *     touch the database. Unauthenticated and outside rate limits.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness probe
         * @description Answers `200` with `status: ready` when the database answers and all migrations are
         *     applied, otherwise `503` with `status: not_ready` and the failing check. `migrations`
         *     is `unknown` when the database cannot be reached. Unauthenticated and outside rate
         *     limits.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Error body. `code` is one of (new codes are additive): `invalid_request`,
         *     `invalid_cursor`, `unauthorized`, `forbidden`, `not_found`, `flow_not_found`,
         *     `run_not_found`, `connector_not_found`, `webhook_not_found`, `entity_not_found`,
         *     `record_not_found`, `conflict`, `run_in_progress`, `idempotency_in_progress`,
         *     `idempotency_key_mismatch`, `validation_error`, `rate_limited`, `internal_error`,
         *     `not_implemented`, `service_unavailable`.
         * @example {
         *       "error": {
         *         "code": "flow_not_found",
         *         "message": "Flow flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X not found",
         *         "request_id": "req_01JD4D5F6G7H8J9K0M1N2P3Q4R"
         *       }
         *     }
         */
        Error: {
            error: {
                /**
                 * @description Machine-readable error code. Not a closed set; new codes may be added.
                 * @example flow_not_found
                 */
                code: string;
                /**
                 * @description Human-readable explanation; names the offending id or field where there is one.
                 * @example Flow flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X not found
                 */
                message: string;
                /**
                 * @description Equals the `X-Request-Id` response header. Log it for support tracing.
                 * @example req_01JD4D5F6G7H8J9K0M1N2P3Q4R
                 */
                request_id: string;
            };
        };
        /**
         * @description `active`: runs on its schedule; `paused`: no scheduled runs start and manual triggers are refused.
         * @example active
         * @enum {string}
         */
        FlowStatus: "active" | "paused";
        /**
         * @description Schedule label. `manual` means no scheduled runs; the flow runs only when triggered.
         * @example every_15m
         * @enum {string}
         */
        Schedule: "every_5m" | "every_15m" | "every_30m" | "hourly" | "every_6h" | "daily" | "manual";
        /**
         * @description A canonical entity type.
         * @example order
         * @enum {string}
         */
        EntityType: "customer" | "contact" | "account" | "lead" | "opportunity" | "product" | "product_variant" | "order" | "order_line_item" | "invoice" | "payment" | "subscription" | "refund" | "shipment" | "inventory";
        /**
         * @description `queued` (waiting for a worker), `running`, `succeeded` (zero record errors),
         *     `partial` (completed with some records failed), `failed` (aborted before completing).
         * @example succeeded
         * @enum {string}
         */
        RunStatus: "queued" | "running" | "succeeded" | "partial" | "failed";
        /**
         * @description What created the run.
         * @example schedule
         * @enum {string}
         */
        RunTrigger: "schedule" | "manual" | "retry";
        /**
         * @description A stage of the run pipeline.
         * @example load
         * @enum {string}
         */
        RunStage: "extract" | "transform" | "load";
        /**
         * @description `pending` (never verified), `active`, `degraded` (returning auth or quota errors;
         *     the next success returns it to `active`).
         * @example active
         * @enum {string}
         */
        ConnectorStatus: "pending" | "active" | "degraded";
        /**
         * @description A flow, as returned by the flow list and by pause and resume.
         * @example {
         *       "id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "name": "Shop orders to CRM",
         *       "status": "active",
         *       "source": "postgres",
         *       "destination": "salesforce",
         *       "schedule": "every_15m",
         *       "last_run_at": "2026-11-21T10:15:30.123456Z",
         *       "source_connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "destination_connector_id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
         *       "entities": [
         *         "order",
         *         "customer"
         *       ],
         *       "next_run_at": "2026-11-21T10:30:00.000000Z",
         *       "created_at": "2026-11-01T08:00:00.000000Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        Flow: {
            /**
             * @description Opaque flow id (`flw_` prefix).
             * @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X
             */
            id: string;
            /**
             * @description Human-readable name.
             * @example Shop orders to CRM
             */
            name: string;
            status: components["schemas"]["FlowStatus"];
            /**
             * @description Source system name, i.e. the source connector's `type`.
             * @example postgres
             */
            source: string;
            /**
             * @description Destination system name, i.e. the destination connector's `type`.
             * @example salesforce
             */
            destination: string;
            schedule: components["schemas"]["Schedule"];
            /**
             * Format: date-time
             * @description Creation time of the flow's latest run; null if it never ran.
             * @example 2026-11-21T10:15:30.123456Z
             */
            last_run_at: string | null;
            /**
             * @description Id of the source connector (`con_…`).
             * @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K
             */
            source_connector_id: string;
            /**
             * @description Id of the destination connector (`con_…`).
             * @example con_01JD3Y4M5N6P7Q8R9S0T1V2W3X
             */
            destination_connector_id: string;
            /**
             * @description The canonical entity types the flow moves.
             * @example [
             *       "order",
             *       "customer"
             *     ]
             */
            entities: components["schemas"]["EntityType"][];
            /**
             * Format: date-time
             * @description When the next scheduled run is due; null for `manual` schedules and paused flows.
             * @example 2026-11-21T10:30:00.000000Z
             */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:15:30.123456Z
             */
            updated_at: string;
        };
        FlowCreate: {
            /** @example Shop orders to warehouse */
            name: string;
            /** @example con_01m807w3nxp7whfhvnf6mnv38h */
            source_connector_id: string;
            /** @example con_01m807w3p0vwmg2v2dqjpy6vqr */
            destination_connector_id: string;
            entities: components["schemas"]["EntityType"][];
            schedule: components["schemas"]["Schedule"];
            mappings?: components["schemas"]["FlowMappings"];
        };
        FlowUpdate: {
            name?: string;
            source_connector_id?: string;
            destination_connector_id?: string;
            entities?: components["schemas"]["EntityType"][];
            schedule?: components["schemas"]["Schedule"];
            mappings?: components["schemas"]["FlowMappings"];
        };
        /**
         * @description Per-entity overrides of the source-to-canonical field mapping:
         *     `{entity: {canonical_field: source_field}}`. Keys must be among the flow's `entities`.
         * @example {
         *       "order": {
         *         "order_number": "number"
         *       }
         *     }
         */
        FlowMappings: {
            [key: string]: {
                [key: string]: string;
            };
        };
        /**
         * @description A connector as embedded in a flow.
         * @example {
         *       "id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "name": "Shop database",
         *       "type": "postgres",
         *       "status": "active"
         *     }
         */
        ConnectorSummary: {
            /** @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K */
            id: string;
            /** @example Shop database */
            name: string;
            /**
             * @description The connector type's id, which is the system name.
             * @example postgres
             */
            type: string;
            status: components["schemas"]["ConnectorStatus"];
        };
        /**
         * @example {
         *       "label": "every_15m",
         *       "interval_seconds": 900,
         *       "next_run_at": "2026-11-21T10:30:00.000000Z"
         *     }
         */
        ScheduleDetails: {
            label: components["schemas"]["Schedule"];
            /**
             * @description Seconds between scheduled runs; null for `manual`.
             * @example 900
             */
            interval_seconds: number | null;
            /**
             * Format: date-time
             * @description When the next scheduled run is due; null for `manual` schedules and paused flows.
             * @example 2026-11-21T10:30:00.000000Z
             */
            next_run_at: string | null;
        };
        /**
         * @description A flow with its connector and schedule details (`GET /v1/flows/{id}`).
         * @example {
         *       "mappings": {},
         *       "id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "name": "Shop orders to CRM",
         *       "status": "active",
         *       "source": "postgres",
         *       "destination": "salesforce",
         *       "schedule": "every_15m",
         *       "last_run_at": "2026-11-21T10:15:30.123456Z",
         *       "source_connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "destination_connector_id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
         *       "entities": [
         *         "order",
         *         "customer"
         *       ],
         *       "next_run_at": "2026-11-21T10:30:00.000000Z",
         *       "created_at": "2026-11-01T08:00:00.000000Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z",
         *       "source_connector": {
         *         "id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *         "name": "Shop database",
         *         "type": "postgres",
         *         "status": "active"
         *       },
         *       "destination_connector": {
         *         "id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
         *         "name": "Sales CRM",
         *         "type": "salesforce",
         *         "status": "active"
         *       },
         *       "schedule_details": {
         *         "label": "every_15m",
         *         "interval_seconds": 900,
         *         "next_run_at": "2026-11-21T10:30:00.000000Z"
         *       }
         *     }
         */
        FlowDetail: {
            mappings: components["schemas"]["FlowMappings"];
            /**
             * @description Opaque flow id (`flw_` prefix).
             * @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X
             */
            id: string;
            /**
             * @description Human-readable name.
             * @example Shop orders to CRM
             */
            name: string;
            status: components["schemas"]["FlowStatus"];
            /**
             * @description Source system name, i.e. the source connector's `type`.
             * @example postgres
             */
            source: string;
            /**
             * @description Destination system name, i.e. the destination connector's `type`.
             * @example salesforce
             */
            destination: string;
            schedule: components["schemas"]["Schedule"];
            /**
             * Format: date-time
             * @description Creation time of the flow's latest run; null if it never ran.
             * @example 2026-11-21T10:15:30.123456Z
             */
            last_run_at: string | null;
            /**
             * @description Id of the source connector (`con_…`).
             * @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K
             */
            source_connector_id: string;
            /**
             * @description Id of the destination connector (`con_…`).
             * @example con_01JD3Y4M5N6P7Q8R9S0T1V2W3X
             */
            destination_connector_id: string;
            /**
             * @description The canonical entity types the flow moves.
             * @example [
             *       "order",
             *       "customer"
             *     ]
             */
            entities: components["schemas"]["EntityType"][];
            /**
             * Format: date-time
             * @description When the next scheduled run is due; null for `manual` schedules and paused flows.
             * @example 2026-11-21T10:30:00.000000Z
             */
            next_run_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:15:30.123456Z
             */
            updated_at: string;
            source_connector: components["schemas"]["ConnectorSummary"];
            destination_connector: components["schemas"]["ConnectorSummary"];
            schedule_details: components["schemas"]["ScheduleDetails"];
        };
        /**
         * @example {
         *       "total": 137,
         *       "has_more": true,
         *       "next_cursor": "eyJ2IjoxLCJrIjpbIjIwMjYtMTEtMjFUMTA6MTU6MzAuMTIzNDU2WiIsImZsd18wMUpEMyJdfQ.q3V9mE2x"
         *     }
         */
        ListMeta: {
            /**
             * @description Number of records matching the query's filters across all pages.
             * @example 137
             */
            total: number;
            /**
             * @description Whether another page follows (equivalent to `next_cursor` not being null).
             * @example true
             */
            has_more: boolean;
            /**
             * @description Opaque cursor for the next page; null at the end of the result set.
             * @example eyJ2IjoxLCJrIjpbIjIwMjYtMTEtMjFUMTA6MTU6MzAuMTIzNDU2WiIsImZsd18wMUpEMyJdfQ.q3V9mE2x
             */
            next_cursor: string | null;
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *           "name": "Shop orders to CRM",
         *           "status": "active",
         *           "source": "postgres",
         *           "destination": "salesforce",
         *           "schedule": "every_15m",
         *           "last_run_at": "2026-11-21T10:15:30.123456Z",
         *           "source_connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *           "destination_connector_id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
         *           "entities": [
         *             "order",
         *             "customer"
         *           ],
         *           "next_run_at": "2026-11-21T10:30:00.000000Z",
         *           "created_at": "2026-11-01T08:00:00.000000Z",
         *           "updated_at": "2026-11-21T10:15:30.123456Z"
         *         }
         *       ],
         *       "meta": {
         *         "total": 1,
         *         "has_more": false,
         *         "next_cursor": null
         *       }
         *     }
         */
        FlowList: {
            data: components["schemas"]["Flow"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @example {
         *       "code": "destination_rejected",
         *       "message": "Field Amount: value exceeds maximum",
         *       "stage": "load",
         *       "record_ref": "order:10482"
         *     }
         */
        RunError: {
            /**
             * @description Machine-readable error code from the runtime or the connector.
             * @example destination_rejected
             */
            code: string;
            /** @example Field Amount: value exceeds maximum */
            message: string;
            /**
             * @description Stage in which the error occurred (a `RunStage` value); null when not tied to a stage.
             * @example load
             * @enum {string|null}
             */
            stage: "extract" | "transform" | "load" | null;
            /**
             * @description Reference of the affected record (e.g. the source system's id); null for run-level errors.
             * @example order:10482
             */
            record_ref: string | null;
        };
        /**
         * @description One execution of a flow.
         * @example {
         *       "id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "status": "partial",
         *       "trigger": "schedule",
         *       "retry_of": null,
         *       "stage": null,
         *       "records_processed": 1250,
         *       "records_succeeded": 1247,
         *       "records_failed": 3,
         *       "duration_ms": 48213,
         *       "errors": [
         *         {
         *           "code": "destination_rejected",
         *           "message": "Field Amount: value exceeds maximum",
         *           "stage": "load",
         *           "record_ref": "order:10482"
         *         }
         *       ],
         *       "started_at": "2026-11-21T10:15:30.456789Z",
         *       "finished_at": "2026-11-21T10:16:18.669789Z",
         *       "created_at": "2026-11-21T10:15:30.123456Z",
         *       "updated_at": "2026-11-21T10:16:18.669789Z"
         *     }
         */
        Run: {
            /**
             * @description Opaque run id (`run_` prefix).
             * @example run_01JD4B1C2D3E4F5G6H7J8K9M0N
             */
            id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            status: components["schemas"]["RunStatus"];
            trigger: components["schemas"]["RunTrigger"];
            /**
             * @description For `trigger: retry`, the id of the failed run this run retries; otherwise null.
             * @example null
             */
            retry_of: string | null;
            /**
             * @description For a `failed` run, the stage where it stopped (a `RunStage` value); otherwise null.
             * @example null
             * @enum {string|null}
             */
            stage: "extract" | "transform" | "load" | null;
            /**
             * @description Records read from the source and processed so far.
             * @example 1250
             */
            records_processed: number;
            /** @example 1247 */
            records_succeeded: number;
            /** @example 3 */
            records_failed: number;
            /**
             * @description Wall-clock duration from `started_at` to `finished_at`; null until the run finishes.
             * @example 48213
             */
            duration_ms: number | null;
            /** @description Run-level and record-level errors, in the order they occurred; at most the first 100 are kept (`records_failed` gives the full count). */
            errors: components["schemas"]["RunError"][];
            /**
             * Format: date-time
             * @description When a worker started the run; null while queued.
             * @example 2026-11-21T10:15:30.456789Z
             */
            started_at: string | null;
            /**
             * Format: date-time
             * @description When the run reached `succeeded`, `partial` or `failed`; null before.
             * @example 2026-11-21T10:16:18.669789Z
             */
            finished_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:15:30.123456Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:16:18.669789Z
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *           "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *           "status": "failed",
         *           "trigger": "manual",
         *           "retry_of": null,
         *           "stage": "extract",
         *           "records_processed": 0,
         *           "records_succeeded": 0,
         *           "records_failed": 0,
         *           "duration_ms": 1204,
         *           "errors": [
         *             {
         *               "code": "auth_failed",
         *               "message": "password authentication failed for user \"sluice\"",
         *               "stage": "extract",
         *               "record_ref": null
         *             }
         *           ],
         *           "started_at": "2026-11-21T10:15:30.456789Z",
         *           "finished_at": "2026-11-21T10:15:31.660789Z",
         *           "created_at": "2026-11-21T10:15:30.123456Z",
         *           "updated_at": "2026-11-21T10:15:31.660789Z"
         *         }
         *       ],
         *       "meta": {
         *         "total": 1,
         *         "has_more": false,
         *         "next_cursor": null
         *       }
         *     }
         */
        RunList: {
            data: components["schemas"]["Run"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @example {
         *       "code": "auth_failed",
         *       "message": "password authentication failed for user \"sluice\""
         *     }
         */
        ErrorSummary: {
            /** @example auth_failed */
            code: string;
            /** @example password authentication failed for user "sluice" */
            message: string;
        };
        /**
         * @description A connected external system.
         * @example {
         *       "id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "name": "Shop database",
         *       "type": "postgres",
         *       "status": "active",
         *       "config": {
         *         "host": "db.shop.example.com",
         *         "port": 5432,
         *         "database": "shop"
         *       },
         *       "last_verified_at": "2026-11-21T09:00:00.000000Z",
         *       "last_error": null,
         *       "degraded_since": null,
         *       "created_at": "2026-11-01T07:55:00.000000Z",
         *       "updated_at": "2026-11-21T09:00:00.000000Z"
         *     }
         */
        Connector: {
            /**
             * @description Opaque connector id (`con_` prefix).
             * @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K
             */
            id: string;
            /** @example Shop database */
            name: string;
            /**
             * @description The connector type's id (the plugin), which is the system name flows show.
             * @example postgres
             */
            type: string;
            status: components["schemas"]["ConnectorStatus"];
            /**
             * @description Non-secret configuration, shaped by the connector type's config schema. Credentials are write-only and never returned.
             * @example {
             *       "host": "db.shop.example.com",
             *       "port": 5432,
             *       "database": "shop"
             *     }
             */
            config: {
                [key: string]: unknown;
            };
            /**
             * Format: date-time
             * @description Time of the last credential check (verify or run); null if never verified.
             * @example 2026-11-21T09:00:00.000000Z
             */
            last_verified_at: string | null;
            /** @description The error of the last failed check or connection; null after a success. */
            last_error: {
                /** @example auth_failed */
                code: string;
                /** @example password authentication failed for user "sluice" */
                message: string;
            } | null;
            /**
             * Format: date-time
             * @description When the connector became `degraded`; null unless degraded.
             * @example null
             */
            degraded_since: string | null;
            /**
             * Format: date-time
             * @example 2026-11-01T07:55:00.000000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000000Z
             */
            updated_at: string;
        };
        /**
         * @example {
         *       "data": [
         *         {
         *           "id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
         *           "name": "Sales CRM",
         *           "type": "salesforce",
         *           "status": "degraded",
         *           "config": {
         *             "instance_url": "https://acme.my.salesforce.com"
         *           },
         *           "last_verified_at": "2026-11-21T09:00:00.000000Z",
         *           "last_error": {
         *             "code": "quota_exceeded",
         *             "message": "REQUEST_LIMIT_EXCEEDED"
         *           },
         *           "degraded_since": "2026-11-21T09:00:00.000000Z",
         *           "created_at": "2026-11-01T07:58:00.000000Z",
         *           "updated_at": "2026-11-21T09:00:00.000000Z"
         *         }
         *       ],
         *       "meta": {
         *         "total": 1,
         *         "has_more": false,
         *         "next_cursor": null
         *       }
         *     }
         */
        ConnectorList: {
            data: components["schemas"]["Connector"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Outcome of a connector credential check.
         * @example {
         *       "result": "error",
         *       "connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "status": "degraded",
         *       "checked_at": "2026-11-21T10:15:30.123456Z",
         *       "latency_ms": 184,
         *       "error": {
         *         "code": "auth_failed",
         *         "message": "password authentication failed for user \"sluice\""
         *       }
         *     }
         */
        VerifyResult: {
            /**
             * @example ok
             * @enum {string}
             */
            result: "ok" | "error";
            /** @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K */
            connector_id: string;
            status: components["schemas"]["ConnectorStatus"];
            /**
             * Format: date-time
             * @example 2026-11-21T10:15:30.123456Z
             */
            checked_at: string;
            /**
             * @description Duration of the check.
             * @example 184
             */
            latency_ms: number;
            /** @description The failure when `result` is `error`; null when `ok`. */
            error: {
                /** @example auth_failed */
                code: string;
                /** @example password authentication failed for user "sluice" */
                message: string;
            } | null;
        };
        /**
         * @example {
         *       "run_id": "run_01JD4C7E2F3G4H5J6K7M8N9P0Q"
         *     }
         */
        RunCreated: {
            /**
             * @description Id of the new, queued run.
             * @example run_01JD4C7E2F3G4H5J6K7M8N9P0Q
             */
            run_id: string;
        };
        /**
         * @description Outcome of a test delivery.
         * @example {
         *       "delivery_id": "del_01JD4E8G9H0J1K2M3N4P5Q6R7S",
         *       "result": "ok",
         *       "status_code": 200,
         *       "latency_ms": 231,
         *       "error": null
         *     }
         */
        WebhookTestResult: {
            /**
             * @description Id of the logged test delivery (`del_` prefix), also sent as `X-Service-Delivery`.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * @description `ok` when the endpoint answered 2xx within 10 seconds.
             * @example ok
             * @enum {string}
             */
            result: "ok" | "error";
            /**
             * @description HTTP status the endpoint answered; null if it did not answer.
             * @example 200
             */
            status_code: number | null;
            /**
             * @description Time until the endpoint answered; null if it did not answer.
             * @example 231
             */
            latency_ms: number | null;
            /** @description Why the delivery failed when `result` is `error`; null when `ok`. */
            error: {
                /** @example auth_failed */
                code: string;
                /** @example password authentication failed for user "sluice" */
                message: string;
            } | null;
        };
        /**
         * @description A canonical `order` record (spec 2.4).
         * @example {
         *       "canonical_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *       "order_number": "SO-10482",
         *       "status": "paid",
         *       "total_cents": 12999,
         *       "currency": "EUR",
         *       "placed_at": "2026-11-20T18:42:07.000000Z",
         *       "external_ids": {
         *         "postgres": "10482",
         *         "salesforce": "0065g00000XyZ12AAB"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalOrder: {
            /**
             * Format: uuid
             * @example 3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90
             */
            canonical_id: string;
            /** @example SO-10482 */
            order_number: string;
            /**
             * @description Order status as normalized from the source (an open set).
             * @example paid
             */
            status: string;
            /**
             * @description Amount in minor currency units.
             * @example 12999
             */
            total_cents: number;
            /**
             * @description ISO 4217 currency code.
             * @example EUR
             */
            currency: string;
            /**
             * Format: date-time
             * @example 2026-11-20T18:42:07.000000Z
             */
            placed_at: string;
            /**
             * @description Map from source-system name to that system's identifier.
             * @example {
             *       "postgres": "10482",
             *       "salesforce": "0065g00000XyZ12AAB"
             *     }
             */
            external_ids: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description Latest update time reported by any source for this record.
             * @example 2026-11-21T10:14:58.000000Z
             */
            last_source_update_at: string;
            /**
             * Format: date-time
             * @example 2026-11-20T18:45:00.123456Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (fractional seconds); used for incremental sync.
             * @example 2026-11-21T10:15:30.123456Z
             */
            updated_at: string;
        };
        /**
         * @description A canonical record of any entity type: the common fields below plus the
         *     entity-specific fields (see `CanonicalOrder` for `order`). The schemas of the other 14
         *     entity types land in a later release; until then their fields are open. With
         *     `fields`, only `canonical_id` and the named fields are present, so the other common
         *     fields may be absent.
         * @example {
         *       "canonical_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *       "order_number": "SO-10482",
         *       "status": "paid",
         *       "total_cents": 12999,
         *       "currency": "EUR",
         *       "placed_at": "2026-11-20T18:42:07.000000Z",
         *       "external_ids": {
         *         "postgres": "10482",
         *         "salesforce": "0065g00000XyZ12AAB"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalRecord: {
            /**
             * Format: uuid
             * @example 3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90
             */
            canonical_id: string;
            /**
             * @description Map from source-system name to that system's identifier.
             * @example {
             *       "postgres": "10482"
             *     }
             */
            external_ids: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @example 2026-11-21T10:14:58.000000Z
             */
            last_source_update_at: string;
            /**
             * Format: date-time
             * @example 2026-11-20T18:45:00.123456Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:15:30.123456Z
             */
            updated_at: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * @example {
         *       "entity": "order",
         *       "count": 1,
         *       "next_cursor": null,
         *       "data": [
         *         {
         *           "canonical_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *           "order_number": "SO-10482",
         *           "status": "paid",
         *           "total_cents": 12999,
         *           "currency": "EUR",
         *           "placed_at": "2026-11-20T18:42:07.000000Z",
         *           "external_ids": {
         *             "postgres": "10482",
         *             "salesforce": "0065g00000XyZ12AAB"
         *           },
         *           "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *           "created_at": "2026-11-20T18:45:00.123456Z",
         *           "updated_at": "2026-11-21T10:15:30.123456Z"
         *         }
         *       ]
         *     }
         */
        CanonicalList: {
            /**
             * @description The entity type listed.
             * @example order
             */
            entity: string;
            /**
             * @description Number of records in this page.
             * @example 1
             */
            count: number;
            /**
             * @description Opaque cursor for the next page; null at the end of the result set.
             * @example null
             */
            next_cursor: string | null;
            data: components["schemas"]["CanonicalRecord"][];
        };
        /**
         * @example {
         *       "status": "ok"
         *     }
         */
        Health: {
            /**
             * @example ok
             * @enum {string}
             */
            status: "ok";
        };
        /**
         * @example {
         *       "status": "ready",
         *       "database": "ok",
         *       "migrations": "current"
         *     }
         */
        Readiness: {
            /**
             * @example ready
             * @enum {string}
             */
            status: "ready" | "not_ready";
            /**
             * @example ok
             * @enum {string}
             */
            database: "ok" | "error";
            /**
             * @example current
             * @enum {string}
             */
            migrations: "current" | "pending" | "unknown";
        };
        /**
         * @description No fields are accepted; send no body or {}
         * @example {}
         */
        EmptyBody: Record<string, never>;
    };
    responses: {
        /**
         * @description Malformed request: unparseable JSON, a missing required field or parameter, an
         *     invalid `Idempotency-Key` (`invalid_request`), or a modified, foreign or mismatched
         *     cursor (`invalid_cursor`).
         */
        BadRequest: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or invalid bearer token (`unauthorized`). */
        Unauthorized: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "unauthorized",
                 *         "message": "Missing or invalid API key",
                 *         "request_id": "req_01JD4D5F6G7H8J9K0M1N2P3Q4R"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The key's effective permission lacks the scope this operation needs (`forbidden`). */
        Forbidden: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "forbidden",
                 *         "message": "This API key lacks the scope flows:write",
                 *         "request_id": "req_01JD4D5F6G7H8J9K0M1N2P3Q4R"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The resource does not exist or is not visible to the caller: `flow_not_found`,
         *     `run_not_found`, `connector_not_found`, `webhook_not_found`, `entity_not_found`,
         *     `record_not_found`, or `not_found` (no such route). The message names the missing id.
         */
        NotFound: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The resource's state conflicts with the request (`conflict`), the flow already has a
         *     queued or running run (`run_in_progress`), or a request with the same
         *     `Idempotency-Key` is still executing (`idempotency_in_progress`, with `Retry-After`).
         */
        Conflict: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After-Optional"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Input that fails validation (`validation_error`): a wrong type, a value out of range
         *     or of the wrong format, an unknown body field or query parameter; `message` names
         *     the parameter or field. Or an `Idempotency-Key` reused with a different method, path or body
         *     (`idempotency_key_mismatch`).
         */
        ValidationError: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limit of this request's class exceeded (`rate_limited`); honour `Retry-After`. */
        RateLimited: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "rate_limited",
                 *         "message": "Rate limit exceeded for class read (600 requests per minute)",
                 *         "request_id": "req_01JD4D5F6G7H8J9K0M1N2P3Q4R"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unexpected server error (`internal_error`). Transient; safe to retry with backoff. */
        InternalError: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "internal_error",
                 *         "message": "An unexpected error occurred; retry with backoff",
                 *         "request_id": "req_01JD4D5F6G7H8J9K0M1N2P3Q4R"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The operation is declared but not implemented yet (`not_implemented`), until the handler lands in a later release. */
        NotImplemented: {
            headers: {
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "not_implemented",
                 *         "message": "This operation is not implemented yet",
                 *         "request_id": "req_01JD4D5F6G7H8J9K0M1N2P3Q4R"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Maximum number of records in the page. */
        Limit: number;
        /**
         * @description The opaque `next_cursor` of the previous page. Cursors are signed and bound to the
         *     customer and to the query's filters (and `updated_since`); a modified or foreign
         *     cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the
         *     first page; a `null` `next_cursor` means the result set has ended.
         */
        Cursor: string;
        /**
         * @description Incremental sync: return only records with `updated_at >= updated_since`, ordered
         *     `updated_at asc, id asc`. Without it, lists are newest first (`created_at desc,
         *     id desc`). Pass the highest `updated_at` seen on the next sync.
         */
        UpdatedSince: string;
        /**
         * @description Incremental sync: return only records with `updated_at >= updated_since`
         *     (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`.
         *     Pass the highest `updated_at` seen on the next sync.
         */
        CanonicalUpdatedSince: string;
        /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
        FlowId: string;
        /** @description The run id (`run_…`). An unknown id is `404 run_not_found`. */
        RunId: string;
        /** @description The connector id (`con_…`). An unknown id is `404 connector_not_found`. */
        ConnectorId: string;
        /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
        WebhookId: string;
        /**
         * @description The canonical entity type: one of `customer`, `contact`, `account`, `lead`,
         *     `opportunity`, `product`, `product_variant`, `order`, `order_line_item`, `invoice`,
         *     `payment`, `subscription`, `refund`, `shipment`, `inventory`. Any other value is
         *     `404 entity_not_found`.
         */
        Entity: string;
        /** @description The record's `canonical_id` (a UUID). An unknown id is `404 record_not_found`. */
        CanonicalId: string;
        /**
         * @description Comma-separated list of canonical field names to return for each record (no
         *     spaces), e.g. `order_number,total_cents,updated_at`. `canonical_id` is always
         *     included. An unknown field name is `422 validation_error` whose message names it.
         *     Without `fields`, every field is returned.
         */
        Fields: string;
        /**
         * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
         *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
         *     - A replay of the same key with the same method, path and body within 24 hours
         *       returns the original status, body and headers without executing the operation
         *       again, with the header `Idempotent-Replayed: true`.
         *     - The same key with a different method, path or body is
         *       `422 idempotency_key_mismatch`.
         *     - A duplicate sent while the first request is still executing is
         *       `409 idempotency_in_progress` with `Retry-After`.
         *     - An invalid key (empty, too long, non-printable characters) is
         *       `400 invalid_request`.
         *     - Requests rejected before the operation runs (authentication, permission, rate
         *       limit, validation) are not stored and may be retried with the same key; the
         *       result of an operation that ran is stored and replayed, 5xx included; 400 and
         *       422 answers are input errors and, like validation failures, are never stored.
         */
        IdempotencyKey: string;
        /** @description Only runs of this flow (`flw_…`). An unknown flow id yields an empty page. */
        RunFlowIdFilter: string;
        /** @description Only runs in this status. */
        RunStatusFilter: components["schemas"]["RunStatus"];
        /** @description Only runs created at or after this time (inclusive, on `created_at`). ISO 8601. */
        From: string;
        /** @description Only runs created before this time (exclusive, on `created_at`). ISO 8601. */
        To: string;
    };
    requestBodies: {
        /** @description No body is accepted. Send no body or `{}`; any field is `422 validation_error` naming it. */
        Empty: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
    };
    headers: {
        /**
         * @description Requests allowed per minute in this request's rate-limit class: read (GET) 600,
         *     write (POST, PATCH, DELETE) 120, trigger (`POST /v1/flows/{id}/trigger`) 60.
         *     Counted in a sliding window per API key, or per client address without a valid key.
         */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window for this request's class. */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (seconds) at which the next slot in this class frees. */
        "X-RateLimit-Reset": number;
        /**
         * @description Identifier of this request for support tracing. Echoes a sane incoming
         *     `X-Request-Id` (printable, at most 128 characters), otherwise generated. Equals
         *     `error.request_id` in error bodies.
         */
        "X-Request-Id": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Seconds to wait before retrying; sent with `idempotency_in_progress` only. */
        "Retry-After-Optional": number;
        /**
         * @description Present, with the value `true`, when this response is a replay of a stored response
         *     for the same `Idempotency-Key` (any replayed status carries it, not only 2xx).
         */
        "Idempotent-Replayed": "true";
        /** @description The authentication scheme to use. */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listFlows: {
        parameters: {
            query?: {
                /** @description Maximum number of records in the page. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The opaque `next_cursor` of the previous page. Cursors are signed and bound to the
                 *     customer and to the query's filters (and `updated_since`); a modified or foreign
                 *     cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the
                 *     first page; a `null` `next_cursor` means the result set has ended.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Incremental sync: return only records with `updated_at >= updated_since`, ordered
                 *     `updated_at asc, id asc`. Without it, lists are newest first (`created_at desc,
                 *     id desc`). Pass the highest `updated_at` seen on the next sync.
                 */
                updated_since?: components["parameters"]["UpdatedSince"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of flows. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    createFlow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
                 *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
                 *     - A replay of the same key with the same method, path and body within 24 hours
                 *       returns the original status, body and headers without executing the operation
                 *       again, with the header `Idempotent-Replayed: true`.
                 *     - The same key with a different method, path or body is
                 *       `422 idempotency_key_mismatch`.
                 *     - A duplicate sent while the first request is still executing is
                 *       `409 idempotency_in_progress` with `Retry-After`.
                 *     - An invalid key (empty, too long, non-printable characters) is
                 *       `400 invalid_request`.
                 *     - Requests rejected before the operation runs (authentication, permission, rate
                 *       limit, validation) are not stored and may be retried with the same key; the
                 *       result of an operation that ran is stored and replayed, 5xx included; 400 and
                 *       422 answers are input errors and, like validation failures, are never stored.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlowCreate"];
            };
        };
        responses: {
            /** @description The created flow. */
            201: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
                id: components["parameters"]["FlowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flow with connector and schedule details. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
                id: components["parameters"]["FlowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The flow was deleted. */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    updateFlow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
                id: components["parameters"]["FlowId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FlowUpdate"];
            };
        };
        responses: {
            /** @description The updated flow. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlowDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    pauseFlow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
                 *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
                 *     - A replay of the same key with the same method, path and body within 24 hours
                 *       returns the original status, body and headers without executing the operation
                 *       again, with the header `Idempotent-Replayed: true`.
                 *     - The same key with a different method, path or body is
                 *       `422 idempotency_key_mismatch`.
                 *     - A duplicate sent while the first request is still executing is
                 *       `409 idempotency_in_progress` with `Retry-After`.
                 *     - An invalid key (empty, too long, non-printable characters) is
                 *       `400 invalid_request`.
                 *     - Requests rejected before the operation runs (authentication, permission, rate
                 *       limit, validation) are not stored and may be retried with the same key; the
                 *       result of an operation that ran is stored and replayed, 5xx included; 400 and
                 *       422 answers are input errors and, like validation failures, are never stored.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
                id: components["parameters"]["FlowId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The updated (paused) flow. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
                     *       "name": "Shop orders to CRM",
                     *       "status": "paused",
                     *       "source": "postgres",
                     *       "destination": "salesforce",
                     *       "schedule": "every_15m",
                     *       "last_run_at": "2026-11-21T10:15:30.123456Z",
                     *       "source_connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
                     *       "destination_connector_id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
                     *       "entities": [
                     *         "order",
                     *         "customer"
                     *       ],
                     *       "next_run_at": null,
                     *       "created_at": "2026-11-01T08:00:00.000000Z",
                     *       "updated_at": "2026-11-21T10:20:00.654321Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Flow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    resumeFlow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
                 *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
                 *     - A replay of the same key with the same method, path and body within 24 hours
                 *       returns the original status, body and headers without executing the operation
                 *       again, with the header `Idempotent-Replayed: true`.
                 *     - The same key with a different method, path or body is
                 *       `422 idempotency_key_mismatch`.
                 *     - A duplicate sent while the first request is still executing is
                 *       `409 idempotency_in_progress` with `Retry-After`.
                 *     - An invalid key (empty, too long, non-printable characters) is
                 *       `400 invalid_request`.
                 *     - Requests rejected before the operation runs (authentication, permission, rate
                 *       limit, validation) are not stored and may be retried with the same key; the
                 *       result of an operation that ran is stored and replayed, 5xx included; 400 and
                 *       422 answers are input errors and, like validation failures, are never stored.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
                id: components["parameters"]["FlowId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The updated (active) flow. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Flow"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    triggerFlow: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
                 *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
                 *     - A replay of the same key with the same method, path and body within 24 hours
                 *       returns the original status, body and headers without executing the operation
                 *       again, with the header `Idempotent-Replayed: true`.
                 *     - The same key with a different method, path or body is
                 *       `422 idempotency_key_mismatch`.
                 *     - A duplicate sent while the first request is still executing is
                 *       `409 idempotency_in_progress` with `Retry-After`.
                 *     - An invalid key (empty, too long, non-printable characters) is
                 *       `400 invalid_request`.
                 *     - Requests rejected before the operation runs (authentication, permission, rate
                 *       limit, validation) are not stored and may be retried with the same key; the
                 *       result of an operation that ran is stored and replayed, 5xx included; 400 and
                 *       422 answers are input errors and, like validation failures, are never stored.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
                id: components["parameters"]["FlowId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The run was created and queued. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listRuns: {
        parameters: {
            query?: {
                /** @description Only runs of this flow (`flw_…`). An unknown flow id yields an empty page. */
                flow_id?: components["parameters"]["RunFlowIdFilter"];
                /** @description Only runs in this status. */
                status?: components["parameters"]["RunStatusFilter"];
                /** @description Only runs created at or after this time (inclusive, on `created_at`). ISO 8601. */
                from?: components["parameters"]["From"];
                /** @description Only runs created before this time (exclusive, on `created_at`). ISO 8601. */
                to?: components["parameters"]["To"];
                /** @description Maximum number of records in the page. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The opaque `next_cursor` of the previous page. Cursors are signed and bound to the
                 *     customer and to the query's filters (and `updated_since`); a modified or foreign
                 *     cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the
                 *     first page; a `null` `next_cursor` means the result set has ended.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Incremental sync: return only records with `updated_at >= updated_since`, ordered
                 *     `updated_at asc, id asc`. Without it, lists are newest first (`created_at desc,
                 *     id desc`). Pass the highest `updated_at` seen on the next sync.
                 */
                updated_since?: components["parameters"]["UpdatedSince"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of runs. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The run id (`run_…`). An unknown id is `404 run_not_found`. */
                id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Run"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    retryRun: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
                 *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
                 *     - A replay of the same key with the same method, path and body within 24 hours
                 *       returns the original status, body and headers without executing the operation
                 *       again, with the header `Idempotent-Replayed: true`.
                 *     - The same key with a different method, path or body is
                 *       `422 idempotency_key_mismatch`.
                 *     - A duplicate sent while the first request is still executing is
                 *       `409 idempotency_in_progress` with `Retry-After`.
                 *     - An invalid key (empty, too long, non-printable characters) is
                 *       `400 invalid_request`.
                 *     - Requests rejected before the operation runs (authentication, permission, rate
                 *       limit, validation) are not stored and may be retried with the same key; the
                 *       result of an operation that ran is stored and replayed, 5xx included; 400 and
                 *       422 answers are input errors and, like validation failures, are never stored.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The run id (`run_…`). An unknown id is `404 run_not_found`. */
                id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The retry run was created and queued. */
            202: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "run_id": "run_01JD4C7E2F3G4H5J6K7M8N9P0Q"
                     *     }
                     */
                    "application/json": components["schemas"]["RunCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listConnectors: {
        parameters: {
            query?: {
                /** @description Maximum number of records in the page. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The opaque `next_cursor` of the previous page. Cursors are signed and bound to the
                 *     customer and to the query's filters (and `updated_since`); a modified or foreign
                 *     cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the
                 *     first page; a `null` `next_cursor` means the result set has ended.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Incremental sync: return only records with `updated_at >= updated_since`, ordered
                 *     `updated_at asc, id asc`. Without it, lists are newest first (`created_at desc,
                 *     id desc`). Pass the highest `updated_at` seen on the next sync.
                 */
                updated_since?: components["parameters"]["UpdatedSince"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of connectors. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    getConnector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connector id (`con_…`). An unknown id is `404 connector_not_found`. */
                id: components["parameters"]["ConnectorId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connector. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Connector"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
        };
    };
    verifyConnector: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
                 *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
                 *     - A replay of the same key with the same method, path and body within 24 hours
                 *       returns the original status, body and headers without executing the operation
                 *       again, with the header `Idempotent-Replayed: true`.
                 *     - The same key with a different method, path or body is
                 *       `422 idempotency_key_mismatch`.
                 *     - A duplicate sent while the first request is still executing is
                 *       `409 idempotency_in_progress` with `Retry-After`.
                 *     - An invalid key (empty, too long, non-printable characters) is
                 *       `400 invalid_request`.
                 *     - Requests rejected before the operation runs (authentication, permission, rate
                 *       limit, validation) are not stored and may be retried with the same key; the
                 *       result of an operation that ran is stored and replayed, 5xx included; 400 and
                 *       422 answers are input errors and, like validation failures, are never stored.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The connector id (`con_…`). An unknown id is `404 connector_not_found`. */
                id: components["parameters"]["ConnectorId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The outcome of the check. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Any unique string per logical request (printable ASCII, 1–255 characters; a UUID
                 *     is a good choice). Keys are scoped to the customer and kept for 24 hours.
                 *     - A replay of the same key with the same method, path and body within 24 hours
                 *       returns the original status, body and headers without executing the operation
                 *       again, with the header `Idempotent-Replayed: true`.
                 *     - The same key with a different method, path or body is
                 *       `422 idempotency_key_mismatch`.
                 *     - A duplicate sent while the first request is still executing is
                 *       `409 idempotency_in_progress` with `Retry-After`.
                 *     - An invalid key (empty, too long, non-printable characters) is
                 *       `400 invalid_request`.
                 *     - Requests rejected before the operation runs (authentication, permission, rate
                 *       limit, validation) are not stored and may be retried with the same key; the
                 *       result of an operation that ran is stored and replayed, 5xx included; 400 and
                 *       422 answers are input errors and, like validation failures, are never stored.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The outcome of the test delivery. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookTestResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    listCanonicalRecords: {
        parameters: {
            query?: {
                /** @description Maximum number of records in the page. */
                limit?: components["parameters"]["Limit"];
                /**
                 * @description The opaque `next_cursor` of the previous page. Cursors are signed and bound to the
                 *     customer and to the query's filters (and `updated_since`); a modified or foreign
                 *     cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the
                 *     first page; a `null` `next_cursor` means the result set has ended.
                 */
                cursor?: components["parameters"]["Cursor"];
                /**
                 * @description Incremental sync: return only records with `updated_at >= updated_since`
                 *     (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`.
                 *     Pass the highest `updated_at` seen on the next sync.
                 */
                updated_since?: components["parameters"]["CanonicalUpdatedSince"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`. `canonical_id` is always
                 *     included. An unknown field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path: {
                /**
                 * @description The canonical entity type: one of `customer`, `contact`, `account`, `lead`,
                 *     `opportunity`, `product`, `product_variant`, `order`, `order_line_item`, `invoice`,
                 *     `payment`, `subscription`, `refund`, `shipment`, `inventory`. Any other value is
                 *     `404 entity_not_found`.
                 */
                entity: components["parameters"]["Entity"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of canonical records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getCanonicalRecord: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The canonical entity type: one of `customer`, `contact`, `account`, `lead`,
                 *     `opportunity`, `product`, `product_variant`, `order`, `order_line_item`, `invoice`,
                 *     `payment`, `subscription`, `refund`, `shipment`, `inventory`. Any other value is
                 *     `404 entity_not_found`.
                 */
                entity: components["parameters"]["Entity"];
                /** @description The record's `canonical_id` (a UUID). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The canonical record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalRecord"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            501: components["responses"]["NotImplemented"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready to serve traffic. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ready",
                     *       "database": "ok",
                     *       "migrations": "current"
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready; see the failing check. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
}
