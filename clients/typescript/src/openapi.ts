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
         *     flow. A customer that already has the most flows allowed (200 unless the operator
         *     set `SLUICE_MAX_FLOWS_PER_CUSTOMER`) is refused with `409 limit_reached`.
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
         * @description Deletes the flow and its run history. A queued or running run of the flow is
         *     cancelled first, in the same transaction (`run.cancelled` is emitted; a running run's
         *     worker stops at its next batch boundary without writing further). Answers `204`.
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
    "/v1/flows/{id}/resync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-read a flow from the beginning
         * @description Queues a run with `trigger: resync` that reads the chosen entity types (all of the
         *     flow's by default) from the beginning instead of from the saved checkpoints, and
         *     answers `202` with its id. While it reads it **reconciles deletions**: every
         *     record the flow stored from this source that the source no longer has is deleted
         *     (its external id is removed from the canonical record; a record no source holds any
         *     more becomes a tombstone, see `deleted_at`). The flow's checkpoints move only when
         *     the resync succeeds (`succeeded` or `partial`); a failed or cancelled resync leaves
         *     them where they were. Like trigger: `409 run_in_progress` while a run is queued or
         *     running, `409 conflict` for a paused flow, and `Idempotency-Key` replays the first
         *     answer. An entity type the flow does not move is `422 validation_error` naming it.
         *     Counts against the trigger rate-limit class (60 requests/min).
         */
        post: operations["resyncFlow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/flows/{id}/rejections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a flow's rejected records
         * @description Lists the flow's open rejections in the `/v1` list envelope, newest first (by when
         *     each record was first rejected): the source records the canonical layer refused
         *     (`stage: transform`, code `invalid_record`: a mapping mistake or an invalid value),
         *     one per entity type and source id, with the reason the run that last rejected it gave
         *     and the source record as it was read (`record`; secret values of the source
         *     connector's credentials replaced by `[redacted]`). A record larger than 64 KiB of
         *     JSON is listed with `record_kept: false` and `record: null`: a resync reads it again.
         *
         *     A rejection closes (leaves the list) when its record is stored: read again from the
         *     source, or reprocessed. The flow's next run after a change to its `mappings` or to
         *     its source connector's `config`, `credentials` or `type_version` reprocesses the
         *     rejections made before the change, and so does the run `POST
         *     /v1/flows/{id}/rejections/reprocess` queues: each record goes through the mapping, the
         *     canonical layer and the destination again; one rejected again stays with its new
         *     reason. A resync closes the rejections of records it stores, and drops those of
         *     records the source no longer has. Changing the flow's source connector, or dropping
         *     an entity type from it, drops the rejections that no longer apply. Rejections are kept
         *     30 days after they were last made. Holds copies of source records, hence the
         *     `data:read` scope. An unknown flow is `404 flow_not_found`.
         */
        get: operations["listFlowRejections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/flows/{id}/rejections/reprocess": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reprocess a flow's rejected records
         * @description Queues a new run of the flow with `trigger: manual` that, besides reading on from the
         *     flow's checkpoints, puts every open rejection of the flow made before this request
         *     (see `GET /v1/flows/{id}/rejections`) through the mapping, the canonical layer and the
         *     destination again, and answers `202` with its id. Each record stored now leaves the
         *     list and counts in the run's `records_succeeded`; one rejected again stays, with the
         *     new reason and this run's id. Records not kept (`record_kept: false`) are not
         *     reprocessed: a resync reads them again. Should the run not get to them (it fails or
         *     is cancelled first), the flow's next run does. Like trigger: `409 run_in_progress`
         *     while a run is queued or running, `409 conflict` for a paused flow, and
         *     `Idempotency-Key` replays the first answer. Counts against the trigger rate-limit
         *     class. No request body is accepted.
         */
        post: operations["reprocessFlowRejections"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Runs, records and webhook attempts over time
         * @description The key's customer's activity over the last 24 hours (24 buckets of an hour) or 7
         *     days (28 buckets of 6 hours), oldest bucket first: runs by how they ended, the
         *     records they moved (processed without failing), and webhook attempts by outcome. A
         *     run counts in the bucket it was created in, an attempt in the one it started in.
         *     Buckets start on whole hours (UTC); the last one holds the current hour, so the
         *     numbers of a bucket still open grow. This is what the console's overview charts.
         */
        get: operations["getOverview"];
        put?: never;
        post?: never;
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
    "/v1/runs/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a queued or running run
         * @description Stops a `queued` or `running` run. A queued run is `cancelled` at once; a running run
         *     stops at its next batch boundary (records already stored stay stored, and the flow's
         *     checkpoints keep what was committed, so the next run resumes from there). Answers
         *     `202` with the run as it stands: `cancelled`, or still `running` until its worker
         *     reaches the boundary. A cancelled run carries the error `cancelled` (stage null) and
         *     emits `run.cancelled`. Cancelling a run that has already ended (`succeeded`,
         *     `partial`, `failed`, `cancelled`) is `409 conflict`. No request body is accepted.
         */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/runs/{id}/rejections": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the records a run rejected
         * @description Lists the rejections this run made that are still open, in the `/v1` list envelope,
         *     newest first: each source record it could not store (`stage: transform`, code
         *     `invalid_record`), with the reason and the record as it was read (see `GET
         *     /v1/flows/{id}/rejections`, which lists all of the flow's). A rejection leaves this
         *     list when its record is stored, and moves to a later run's list when that run rejects
         *     the record again. A resync, or the flow's next run after its mappings or its source
         *     connector's settings change, or `POST /v1/flows/{id}/rejections/reprocess`,
         *     reprocesses them. Holds copies of source records, hence the `data:read` scope. An
         *     unknown run, or one of another customer, is `404 run_not_found`.
         */
        get: operations["listRunRejections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/connector-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the installed connector types
         * @description Lists every connector type this server has loaded: the first-party connectors and the
         *     plugins found in its plugins folder and npm packages, each with its manifest (`kind`,
         *     the canonical `entities` it handles) and the JSON Schemas that a connector's `config`
         *     and `credentials` must satisfy. Several versions of one type can be installed side by
         *     side: each is one item, ordered by `id`, newest version first, and `latest` marks the
         *     version a connector without a pinned `type_version` uses. A plugin that fails to load
         *     is not listed (the server logs why). All types come in one page: `has_more` is always
         *     false.
         */
        get: operations["listConnectorTypes"];
        put?: never;
        post?: never;
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
        /**
         * Create a connector
         * @description Connects a system: `type` names an installed connector type (`GET /v1/connector-types`),
         *     `config` must satisfy that type's `config_schema` and `credentials` its
         *     `credentials_schema`; both are checked before anything is stored, and a failure is
         *     `422 validation_error` naming the field (e.g. `body field 'config.port' must be
         *     integer`). `type_version` pins one installed version of the type; without it the
         *     connector uses the newest installed version. Credentials are write-only: encrypted at
         *     rest with a key derived from `SLUICE_SECRET_KEY`, never returned and never logged. The
         *     new connector is `pending` until its first verification (`POST
         *     /v1/connectors/{id}/verify`). Answers `201` with the connector. A customer that
         *     already has the most connectors allowed (100 unless the operator set
         *     `SLUICE_MAX_CONNECTORS_PER_CUSTOMER`) is refused with `409 limit_reached`.
         */
        post: operations["createConnector"];
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
        /**
         * Delete a connector
         * @description Deletes the connector and its stored credentials. A connector that a flow uses as its
         *     source or destination is `409 conflict` naming the flows: delete them or point them at
         *     another connector first. Answers `204`.
         */
        delete: operations["deleteConnector"];
        options?: never;
        head?: never;
        /**
         * Update a connector
         * @description Changes any of `name`, `config`, `credentials` and `type_version`; fields left out keep
         *     their value. `config` and `credentials` are replaced as a whole (credentials are never
         *     returned, so they cannot be merged) and are checked against the connector type's
         *     schemas like at creation; a new `type_version` (or `null`, to follow the newest
         *     installed version) must be installed and the configuration must satisfy its schema.
         *     The type itself cannot change. The status is kept: a `degraded` connector returns to
         *     `active` at its next successful verification. An empty body is
         *     `422 validation_error`.
         */
        patch: operations["updateConnector"];
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
         *
         *     The check runs in an isolated plugin process with a time-out and a memory cap; a plugin
         *     that hangs, runs out of memory, exits or throws fails the check with a classified
         *     `error.code` (see `VerifyResult`) and never takes the service down. The stored config
         *     and credentials are validated against the connector type's schemas first; credential
         *     values never appear in `error.message`.
         */
        post: operations["verifyConnector"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Lists the customer's webhook endpoints in the `/v1` list envelope, with the usual
         *     ordering (newest first; `updated_at asc, id asc` with `updated_since`). Signing
         *     secrets are never listed.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description Registers an HTTPS endpoint for the events it subscribes to and answers `201` with the
         *     endpoint and its signing secret `secret` (`whsec_…`). **The secret is shown only here
         *     (and after a rotation); store it.** Deliveries are signed with it (see
         *     `X-Service-Signature` in the webhooks guide).
         *
         *     `url` must be `https` (`http` and any other scheme is `422 validation_error`), must
         *     not carry credentials, and its host must resolve to public addresses only: loopback,
         *     private (RFC 1918), link-local, carrier-grade NAT, cloud metadata (`169.254.169.254`),
         *     IPv6 unique-local and link-local, IPv4-mapped IPv6, unspecified, multicast,
         *     documentation and other reserved ranges are refused with `422` naming `url`. The same
         *     check runs again on every connect, on the address actually dialled, and redirects are
         *     never followed. `events` is a non-empty list of event names (`webhook.test` is sent by
         *     the test operation only and cannot be subscribed to); an unknown one is `422`.
         *     `description` is optional; `enabled` defaults to `true`. An endpoint receives the
         *     events that happen after it was created. A customer that already has the most
         *     endpoints allowed (20 unless the operator set
         *     `SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER`) is refused with `409 limit_reached`.
         *
         *     `rate_limit` (1 to 1000 deliveries per second, optional) caps how fast deliveries
         *     are sent to it; the rest wait their turn. `headers` (at most 20) are custom request
         *     headers sent with every attempt: a name Sluice sets itself or that frames the request
         *     (`Content-Type`, `Host`, `User-Agent`, `X-Service-*`, `webhook-*`, …), a duplicate name
         *     (case-insensitive), a name that is not an HTTP token or a value with control or
         *     non-Latin-1 characters is `422` naming the field (`body field 'headers[2].name' …`).
         *     A header with `secret: true` is stored encrypted and its value is write-only: every
         *     answer shows it as `{"name": …, "value": null, "secret": true}`, the attempt log
         *     shows `[redacted]`, and it is never logged.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Returns one endpoint (never its secret). An unknown id, or another customer's, is
         *     `404 webhook_not_found`. `previous_secret_expires_at` is set while the secret replaced
         *     by the last rotation still signs.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Deletes the endpoint with its deliveries and their attempt logs; attempts still
         *     queued are not sent. Answers `204`.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint
         * @description Changes any of `url`, `events`, `description`, `enabled`, `rate_limit` and
         *     `headers`; fields left out keep their value. A new `url` is checked as at creation.
         *     `enabled: true` re-enables an endpoint Sluice disabled (`disabled_reason`) and
         *     starts its health afresh. `rate_limit: null` removes the limit. `headers` replaces
         *     the whole list, checked as at creation; a secret header given without `value` (or
         *     with `value: null`) keeps the value stored for the secret header of that name (names
         *     compared case-insensitively), and is `422` naming the field if there is none. Deliveries still pending go to the
         *     endpoint's current `url` at their next attempt; while an endpoint is disabled it gets
         *     no new deliveries, and a pending delivery whose attempt comes due is marked `failed`
         *     without being sent (once the endpoint is enabled again, `POST /v1/webhooks/{id}/recover`
         *     re-queues what failed, or replay one delivery). The secret does
         *     not change (use rotate-secret). An empty body is `422 validation_error`.
         */
        patch: operations["updateWebhook"];
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
         * @description Sends a signed `webhook.test` event (`data: {"webhook_id": "whk_…"}`) to the
         *     endpoint once, synchronously, and answers `200` with the outcome: `ok` when the
         *     endpoint returned 2xx within the time-out (10 seconds), `error` otherwise (non-2xx,
         *     3xx included since redirects are not followed, time-out, refused address, connection
         *     or TLS failure). A failed test is a successful request, not an HTTP error, and is not
         *     retried. The send is logged as a delivery of its own (listed with
         *     `event=webhook.test`). Disabled endpoints can be tested too. No request body is
         *     accepted.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a webhook endpoint's signing secret
         * @description Generates a new signing secret and answers `200` with the endpoint and the new
         *     `secret` (shown only here). For the next 24 hours (`previous_secret_expires_at`)
         *     every delivery is signed with both secrets, so `X-Service-Signature` carries two
         *     `v1=` entries, new secret first: switch the receiver to the new secret at any time in
         *     that window. Rotating again within the window retires the older secret at once. No
         *     request body is accepted.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries
         * @description Lists the endpoint's deliveries (one per event sent to it, and one per test send) in
         *     the `/v1` list envelope, optionally filtered by `status` and `event`, with the usual
         *     ordering. Deliveries and their attempt logs are kept for 30 days. An unknown endpoint
         *     is `404 webhook_not_found`.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery with every attempt
         * @description Returns one delivery with its body (`payload`, exactly as sent) and every attempt in
         *     order: when it started, what triggered it (`schedule`, `replay` or `test`), the
         *     outcome, status code and latency, the request headers (with that attempt's
         *     signature) and the response headers and body (the first 64 KiB; `body_truncated`
         *     says whether more was cut off). An unknown delivery, or one of another endpoint, is
         *     `404 delivery_not_found`.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/deliveries/{delivery_id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a delivery
         * @description Sends the delivery again, now and synchronously, with the same `delivery_id` and
         *     body and a fresh timestamp and signature, logs it as a new attempt (`trigger:
         *     replay`) and answers `200` with the outcome, as the test operation does. A replay
         *     that succeeds marks the delivery `succeeded` (a failed delivery included) and cancels
         *     any attempt still scheduled; one that fails changes nothing else: a pending delivery
         *     keeps its schedule, a failed one stays failed. Any delivery can be replayed. No
         *     request body is accepted.
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an endpoint's delivery statistics
         * @description Answers the endpoint's statistics over two windows ending now, `last_24h` and
         *     `last_7d`: attempts by outcome (failures split into `http_status`, `timeout`,
         *     `connection` and `not_sent`), deliveries created in the window by their current
         *     status, `success_rate` (succeeded attempts / all attempts; null with no attempt) and
         *     the median and 95th-percentile latency (`p50_ms`, `p95_ms`, over the attempts that
         *     got an answer; null with none). `last_success_at` and `last_failure_at` are the
         *     newest successful and failed attempts over the 30 days attempts are kept. Every
         *     attempt counts, whatever triggered it (schedule, replay, test). An unknown endpoint,
         *     or another customer's, is `404 webhook_not_found`.
         */
        get: operations["getWebhookStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue an endpoint's failed deliveries again
         * @description Queues again every `failed` delivery of an event to the endpoint created at or after
         *     `since` (test sends are not recovered), each with a fresh retry schedule (its first
         *     attempt due now, then the usual retries), and answers `202` with how many
         *     (`recovered`). Deliveries are updated in batches of at most 5,000. The worker sends them in its normal
         *     fair order, next to the customer's other deliveries, and at most at the endpoint's
         *     `rate_limit`. Calling it again recovers only deliveries that failed since:
         *     `recovered` is `0` when none did. Use it once an endpoint that was failing or
         *     disabled works again; to send one delivery at once, replay it instead.
         *
         *     `since` is required and must be at most 14 days ago (deliveries are kept 30 days)
         *     and not in the future: otherwise `422` naming `since`. A disabled endpoint is
         *     `409 conflict`: re-enable it first with `PATCH enabled=true`. An unknown endpoint,
         *     or another customer's, is `404 webhook_not_found`.
         */
        post: operations["recoverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/event-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the webhook event types
         * @description The catalog of webhook events: every event an endpoint can subscribe to, and
         *     `webhook.test`, each with when it is sent (`description`) and the JSON Schema
         *     (draft-07) of its delivery's `data` (`schema`). The catalog is read from this contract
         *     (the `<Event>EventData` schemas) when the server starts, references resolved, in
         *     JSON Schema form: a `nullable` value's `type` includes `"null"`, an `example` is one
         *     of `examples`, and an open string lists its known values in `x-extensible-enum`.
         *     Receivers must still ignore fields they do not know: new ones may appear in `data` at
         *     any time. All event types come in one page: `has_more` is always false.
         */
        get: operations["listEventTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customer records
         * @description Lists the key's customer's canonical `customer` records (`CanonicalCustomer`) in pages
         *     (`CanonicalCustomerPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `customer` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/customer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one customer record
         * @description Returns one complete `customer` record (`CanonicalCustomer`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List contact records
         * @description Lists the key's customer's canonical `contact` records (`CanonicalContact`) in pages
         *     (`CanonicalContactPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `contact` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listContacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/contact/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one contact record
         * @description Returns one complete `contact` record (`CanonicalContact`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getContact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List account records
         * @description Lists the key's customer's canonical `account` records (`CanonicalAccount`) in pages
         *     (`CanonicalAccountPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `account` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/account/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one account record
         * @description Returns one complete `account` record (`CanonicalAccount`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/lead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List lead records
         * @description Lists the key's customer's canonical `lead` records (`CanonicalLead`) in pages
         *     (`CanonicalLeadPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `lead` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/lead/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one lead record
         * @description Returns one complete `lead` record (`CanonicalLead`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/opportunity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List opportunity records
         * @description Lists the key's customer's canonical `opportunity` records (`CanonicalOpportunity`) in pages
         *     (`CanonicalOpportunityPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `opportunity` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listOpportunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/opportunity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one opportunity record
         * @description Returns one complete `opportunity` record (`CanonicalOpportunity`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getOpportunity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product records
         * @description Lists the key's customer's canonical `product` records (`CanonicalProduct`) in pages
         *     (`CanonicalProductPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `product` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one product record
         * @description Returns one complete `product` record (`CanonicalProduct`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/product_variant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List product_variant records
         * @description Lists the key's customer's canonical `product_variant` records (`CanonicalProductVariant`) in pages
         *     (`CanonicalProductVariantPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `product_variant` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listProductVariants"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/product_variant/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one product_variant record
         * @description Returns one complete `product_variant` record (`CanonicalProductVariant`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getProductVariant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order records
         * @description Lists the key's customer's canonical `order` records (`CanonicalOrder`) in pages
         *     (`CanonicalOrderPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `order` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one order record
         * @description Returns one complete `order` record (`CanonicalOrder`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/order_line_item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List order_line_item records
         * @description Lists the key's customer's canonical `order_line_item` records (`CanonicalOrderLineItem`) in pages
         *     (`CanonicalOrderLineItemPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `order_line_item` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listOrderLineItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/order_line_item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one order_line_item record
         * @description Returns one complete `order_line_item` record (`CanonicalOrderLineItem`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getOrderLineItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoice records
         * @description Lists the key's customer's canonical `invoice` records (`CanonicalInvoice`) in pages
         *     (`CanonicalInvoicePage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `invoice` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/invoice/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one invoice record
         * @description Returns one complete `invoice` record (`CanonicalInvoice`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment records
         * @description Lists the key's customer's canonical `payment` records (`CanonicalPayment`) in pages
         *     (`CanonicalPaymentPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `payment` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/payment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one payment record
         * @description Returns one complete `payment` record (`CanonicalPayment`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List subscription records
         * @description Lists the key's customer's canonical `subscription` records (`CanonicalSubscription`) in pages
         *     (`CanonicalSubscriptionPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `subscription` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/subscription/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one subscription record
         * @description Returns one complete `subscription` record (`CanonicalSubscription`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List refund records
         * @description Lists the key's customer's canonical `refund` records (`CanonicalRefund`) in pages
         *     (`CanonicalRefundPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `refund` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/refund/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one refund record
         * @description Returns one complete `refund` record (`CanonicalRefund`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getRefund"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shipment records
         * @description Lists the key's customer's canonical `shipment` records (`CanonicalShipment`) in pages
         *     (`CanonicalShipmentPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `shipment` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listShipments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/shipment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one shipment record
         * @description Returns one complete `shipment` record (`CanonicalShipment`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getShipment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List inventory records
         * @description Lists the key's customer's canonical `inventory` records (`CanonicalInventory`) in pages
         *     (`CanonicalInventoryPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the
         *     number of records in this page; follow `next_cursor` until it is null. Pass the highest
         *     `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows
         *     each record to `canonical_id` plus the named `inventory` fields, and the page's `fields` lists
         *     them (null without `fields`). The paging, sync and projection rules are those of the
         *     `canonical` tag. Tombstones (deleted or merged-away records) are left out unless
         *     `include_deleted=true`. An invalid `updated_since` or an unknown field name is
         *     `422 validation_error`; a cursor from another query is `400 invalid_cursor`.
         */
        get: operations["listInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/data/inventory/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one inventory record
         * @description Returns one complete `inventory` record (`CanonicalInventory`) by its `canonical_id`. An unknown
         *     id, or the id of a record of another entity type or of another customer, is
         *     `404 record_not_found`. A tombstone (a record deleted in every source that held it, or
         *     merged into another record) is answered as it is, with `deleted_at` set and, after a
         *     merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.
         */
        get: operations["getInventory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user and their session
         * @description Answers who is signed in: the user, their customer, their current role and the scopes
         *     that role grants, and when the session ends. Without a valid session cookie this is
         *     `401 unauthorized`; the console uses it to decide between its pages and the sign-in
         *     page.
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in with email and password
         * @description Checks an email and password and, when they match, starts a console session: the
         *     answer sets the `sluice_session` cookie (`HttpOnly`, `SameSite=Strict`, `Path=/`, and
         *     `Secure` when Sluice is served over https). The session ends after 12 hours without a
         *     request, after 7 days in any case, or when signed out.
         *
         *     A wrong email and a wrong password are the same `401 unauthorized` ("wrong email or
         *     password"), so the answer does not tell whether an email has an account. After 10
         *     failed attempts within 15 minutes for one email, or from one client address, further
         *     attempts are `429 rate_limited` with `Retry-After` until the oldest failure is 15
         *     minutes old. The request must come from Sluice's own origin (`Origin` header); any
         *     other origin is `403 forbidden`.
         */
        post: operations["signIn"];
        /**
         * Sign out
         * @description Ends the current session on the server (its cookie no longer signs anyone in, even if
         *     it was copied) and clears the cookie. Needs a request from Sluice's own origin.
         */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/v1/session/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with a one-time link
         * @description Exchanges the token of a sign-in link (`<base>/login/link#<token>`, made by
         *     `sluice users login-link`, by `sluice start` for the demo owner, or by inviting a
         *     member) for a session, exactly like a password sign-in. A link works once and for 15
         *     minutes; a used, expired or unknown token is `401 unauthorized`. Failed attempts count
         *     against the same throttle as passwords.
         */
        post: operations["signInWithLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/v1/session/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or change the signed-in user's password
         * @description Sets the signed-in user's password (at least 12 and at most 1024 characters). When the
         *     user already has a password, `current_password` must match it (`422` otherwise). Every
         *     other session of the user ends; this one stays.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/v1/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the members of the customer
         * @description Lists the users of the signed-in user's customer, oldest first, in the usual list
         *     envelope. Owners and admins only (`403 forbidden` for members and viewers).
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite a member
         * @description Adds a user with an email and a role to the customer and answers with a one-time
         *     sign-in link for them (Sluice sends no mail: hand the link over). Nobody grants a role
         *     above their own (`403 forbidden`); an email already in the customer is `409 conflict`.
         *     A customer that already has the most members allowed (100 unless the operator set
         *     `SLUICE_MAX_MEMBERS_PER_CUSTOMER`) is `409 limit_reached`. Owners and admins only.
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/v1/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description Removes a member: their sessions end and their API keys stop working at once. Nobody
         *     removes someone with a role above their own, and the last owner cannot be removed
         *     (`409 conflict`). Removing yourself is allowed (you are signed out) unless you are the
         *     last owner. Owners and admins only.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role
         * @description Changes a member's role; it applies to their sessions and API keys from their next
         *     request (a key's scopes are intersected with the role on every request). Nobody grants
         *     a role above their own or changes the role of someone above them, and the last owner
         *     cannot be demoted (`409 conflict`). Owners and admins only.
         */
        patch: operations["updateMember"];
        trace?: never;
    };
    "/console/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Lists API keys, newest first: an owner or admin sees every key of the customer, a
         *     member or viewer their own. Each key shows its name, its first characters (`prefix`),
         *     scopes, creation, expiry, last use (updated at most once a minute) and revocation time;
         *     the secret itself is never shown again after creation.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description Creates an API key for the signed-in user and answers with its secret `key`
         *     (`svc_…`). **The key is shown only in this answer.** `scopes` is a non-empty list of
         *     scopes the user's role holds (`403 forbidden` for any other); `expires_in_days` is 30,
         *     90 or 365, or absent for a key that does not expire. A key's permission is always its
         *     scopes ∩ its user's current role. A customer that already has the most live keys
         *     allowed (50 keys neither revoked nor expired, unless the operator set
         *     `SLUICE_MAX_API_KEYS_PER_CUSTOMER`) is refused with `409 limit_reached`: revoke one
         *     first.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/v1/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an API key
         * @description Revokes a key: requests with it are `401` from the next one on. A member or viewer
         *     revokes their own keys (another user's key is `404`); an owner or admin any key of the
         *     customer except those of a user whose role is above their own (an admin revoking an
         *     owner's key is `403`). Revoking a revoked key changes nothing and answers the key.
         */
        post: operations["revokeApiKey"];
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
         *     `run_not_found`, `connector_not_found`, `webhook_not_found`, `delivery_not_found`,
         *     `entity_not_found`, `record_not_found`, `conflict`, `run_in_progress`, `idempotency_in_progress`,
         *     `limit_reached`, `idempotency_key_mismatch`, `validation_error`, `rate_limited`, `internal_error`,
         *     `service_unavailable`.
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
         */
        FlowStatus: string;
        /**
         * @description When scheduled runs happen: an interval label (`every_5m`, `every_15m`, `every_30m`,
         *     `hourly`, `every_6h`, `daily`), `manual` (no scheduled runs; the flow runs only when
         *     triggered), or a cron expression after `cron:` with five fields (minute hour
         *     day-of-month month day-of-week, e.g. `cron:0 6 * * 1-5` for weekdays at 06:00),
         *     evaluated in the flow's `schedule_timezone`. An unknown label or an invalid
         *     expression is `422 validation_error` naming `schedule`.
         * @example every_15m
         */
        Schedule: string;
        /**
         * @description A `Schedule` value as responses report it: an interval label, `manual`, or `cron:` and its expression. Open: values may be added at any time, so a client keeps an unknown one as text (the known labels are in `x-extensible-enum`).
         * @example every_15m
         */
        ScheduleOpen: string;
        /**
         * @description A canonical entity type.
         * @example order
         * @enum {string}
         */
        EntityType: "customer" | "contact" | "account" | "lead" | "opportunity" | "product" | "product_variant" | "order" | "order_line_item" | "invoice" | "payment" | "subscription" | "refund" | "shipment" | "inventory";
        /**
         * @description A `EntityType` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`).
         * @example order
         */
        EntityTypeOpen: string;
        /**
         * @description `queued` (waiting for a worker), `running`, `succeeded` (zero record errors),
         *     `partial` (completed, and some of the records it processed failed: `records_failed` of
         *     `records_processed`; those the canonical layer rejected are listed by `GET
         *     /v1/runs/{id}/rejections`), `failed` (aborted before completing, or completed with
         *     every record it processed rejected by the canonical layer; its `errors` always end
         *     with why, e.g. `worker_lost` after its worker died too often, `timed_out` after
         *     `SLUICE_RUN_MAX_SECONDS`, or `all_records_rejected` with the top reasons and their
         *     counts), `cancelled` (stopped by `POST /v1/runs/{id}/cancel` or by deleting its flow;
         *     terminal). A run that processed no record at all succeeds; one whose every record the
         *     destination refused is `partial`.
         * @example succeeded
         * @enum {string}
         */
        RunStatus: "queued" | "running" | "succeeded" | "partial" | "failed" | "cancelled";
        /**
         * @description A `RunStatus` value as responses report it. Open: values may be added at any time, so a
         *     client keeps an unknown one as text (the known ones are in `x-extensible-enum`).
         *     `partial`: the run completed and some of the records it processed failed. `failed`: the
         *     run stopped before completing, or the canonical layer rejected every record it
         *     processed (`all_records_rejected`, at stage `transform`).
         * @example succeeded
         */
        RunStatusOpen: string;
        /**
         * @description What created the run.
         * @example schedule
         */
        RunTrigger: string;
        /**
         * @description `pending` (never verified), `active`, `degraded` (returning auth or quota errors;
         *     the next success returns it to `active`).
         * @example active
         */
        ConnectorStatus: string;
        /**
         * @description A flow, as returned by the flow list and by pause and resume.
         * @example {
         *       "id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "name": "Shop orders to CRM",
         *       "status": "active",
         *       "source": "postgres",
         *       "destination": "salesforce",
         *       "schedule": "every_15m",
         *       "schedule_timezone": "UTC",
         *       "last_run_at": "2026-11-21T10:15:30.123456Z",
         *       "last_run_status": "succeeded",
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
            schedule: components["schemas"]["ScheduleOpen"];
            /**
             * @description The IANA time zone `cron:` schedules are evaluated in (`UTC` unless set).
             * @example UTC
             */
            schedule_timezone: string;
            /**
             * Format: date-time
             * @description Creation time of the flow's latest run; null if it never ran.
             * @example 2026-11-21T10:15:30.123456Z
             */
            last_run_at: string | null;
            /**
             * @description The status of the flow's latest run (see `RunStatus`), so a list shows at a glance a flow whose runs fail; null if it never ran.
             * @example succeeded
             */
            last_run_status: string | null;
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
            entities: components["schemas"]["EntityTypeOpen"][];
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
            /**
             * @description The IANA time zone a `cron:` schedule is evaluated in (e.g. `Europe/Berlin`); default `UTC`. An unknown zone is `422 validation_error` naming `schedule_timezone`. Interval schedules ignore it.
             * @example Europe/Berlin
             */
            schedule_timezone?: string;
            mappings?: components["schemas"]["FlowMappings"];
        };
        FlowUpdate: {
            name?: string;
            source_connector_id?: string;
            destination_connector_id?: string;
            entities?: components["schemas"]["EntityType"][];
            schedule?: components["schemas"]["Schedule"];
            /**
             * @description The IANA time zone a `cron:` schedule is evaluated in (e.g. `Europe/Berlin`); default `UTC`. An unknown zone is `422 validation_error` naming `schedule_timezone`. Interval schedules ignore it.
             * @example Europe/Berlin
             */
            schedule_timezone?: string;
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
         *       "timezone": "UTC",
         *       "next_run_at": "2026-11-21T10:30:00.000000Z",
         *       "upcoming": [
         *         "2026-11-21T10:30:00.000000Z",
         *         "2026-11-21T10:45:00.000000Z"
         *       ]
         *     }
         */
        ScheduleDetails: {
            label: components["schemas"]["ScheduleOpen"];
            /**
             * Format: int32
             * @description Seconds between scheduled runs; null for `manual` and `cron:` schedules.
             * @example 900
             */
            interval_seconds: number | null;
            /**
             * @description The IANA time zone the schedule is evaluated in (the flow's `schedule_timezone`).
             * @example UTC
             */
            timezone: string;
            /**
             * Format: date-time
             * @description When the next scheduled run is due; null for `manual` schedules and paused flows.
             * @example 2026-11-21T10:30:00.000000Z
             */
            next_run_at: string | null;
            /**
             * @description The next scheduled run times (up to 5, starting with `next_run_at`); empty for `manual` schedules and paused flows.
             * @example [
             *       "2026-11-21T10:30:00.000000Z",
             *       "2026-11-21T10:45:00.000000Z"
             *     ]
             */
            upcoming: string[];
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
         *       "schedule_timezone": "UTC",
         *       "last_run_at": "2026-11-21T10:15:30.123456Z",
         *       "last_run_status": "succeeded",
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
         *         "timezone": "UTC",
         *         "next_run_at": "2026-11-21T10:30:00.000000Z",
         *         "upcoming": [
         *           "2026-11-21T10:30:00.000000Z",
         *           "2026-11-21T10:45:00.000000Z"
         *         ]
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
            schedule: components["schemas"]["ScheduleOpen"];
            /**
             * @description The IANA time zone `cron:` schedules are evaluated in (`UTC` unless set).
             * @example UTC
             */
            schedule_timezone: string;
            /**
             * Format: date-time
             * @description Creation time of the flow's latest run; null if it never ran.
             * @example 2026-11-21T10:15:30.123456Z
             */
            last_run_at: string | null;
            /**
             * @description The status of the flow's latest run (see `RunStatus`), so a list shows at a glance a flow whose runs fail; null if it never ran.
             * @example succeeded
             */
            last_run_status: string | null;
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
            entities: components["schemas"]["EntityTypeOpen"][];
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
             * Format: int64
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
         *           "schedule_timezone": "UTC",
         *           "last_run_at": "2026-11-21T10:15:30.123456Z",
         *           "last_run_status": "succeeded",
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
             * @description Machine-readable error code from the runtime or the connector. Run-level codes
             *     that end a run without a stage: `cancelled` (the run was cancelled), `timed_out`
             *     (it ran longer than `SLUICE_RUN_MAX_SECONDS`), `worker_lost` (its worker died on
             *     every allowed start), `queue_job_lost` (its queued work was lost and could not be
             *     recovered). At stage `extract`: `run_record_limit` and `run_byte_limit` (the run
             *     read more records or bytes from its source than the operator's
             *     `SLUICE_RUN_MAX_RECORDS` or `SLUICE_RUN_MAX_BYTES` allow). Record errors:
             *     `invalid_record` (stage `transform`: the canonical layer rejected the record; it
             *     is kept in the flow's rejections) and `destination_rejected` (stage `load`). A run
             *     whose every record the canonical layer rejected ends `failed` with
             *     `all_records_rejected` (stage `transform`), whose message names the most frequent
             *     reasons with their counts.
             * @example destination_rejected
             */
            code: string;
            /** @example Field Amount: value exceeds maximum */
            message: string;
            /**
             * @description Stage in which the error occurred (a `RunStage` value); null when not tied to a stage.
             * @example load
             */
            stage: string | null;
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
         *       "records_deleted": 0,
         *       "entities": [
         *         {
         *           "entity": "customer",
         *           "records_processed": 250,
         *           "records_succeeded": 250,
         *           "records_failed": 0,
         *           "records_deleted": 0
         *         },
         *         {
         *           "entity": "order",
         *           "records_processed": 1000,
         *           "records_succeeded": 997,
         *           "records_failed": 3,
         *           "records_deleted": 0
         *         }
         *       ],
         *       "connectors": {
         *         "source": {
         *           "connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *           "type": "postgres",
         *           "version": "1.4.0"
         *         },
         *         "destination": {
         *           "connector_id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
         *           "type": "salesforce",
         *           "version": "2.0.1"
         *         }
         *       },
         *       "resync_entities": null,
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
            status: components["schemas"]["RunStatusOpen"];
            trigger: components["schemas"]["RunTrigger"];
            /**
             * @description For `trigger: retry`, the id of the failed run this run retries; otherwise null.
             * @example null
             */
            retry_of: string | null;
            /**
             * @description For a `failed` run, the stage where it stopped (a `RunStage` value); otherwise null.
             * @example null
             */
            stage: string | null;
            /**
             * Format: int64
             * @description Records read from the source and processed so far.
             * @example 1250
             */
            records_processed: number;
            /**
             * Format: int64
             * @example 1247
             */
            records_succeeded: number;
            /**
             * Format: int64
             * @example 3
             */
            records_failed: number;
            /**
             * Format: int64
             * @description Deletions applied to the canonical layer: deleted records the source reported,
             *     and, for `trigger: resync`, stored records the source no longer has. Each one
             *     removed that source's external id from a canonical record (which became a
             *     tombstone when no source held it any more).
             * @example 0
             */
            records_deleted: number;
            /**
             * @description The run's counts per entity type: one item per entity of the flow (of the resync,
             *     for `trigger: resync`) the run has started moving, in the order it moves them
             *     (referenced entities first, whatever order the flow lists them in: customers before
             *     orders, orders before line items). An entity moved without anything new is listed
             *     with zeros. Each count is that entity's share of the run-level count of the same
             *     name, which they add up to, and they are saved when those are: with each checkpoint
             *     while the run goes, and when it ends. Empty until the run saves its first counts (a
             *     queued run, one that stopped before moving anything), and for runs recorded before
             *     Sluice counted per entity.
             */
            entities: components["schemas"]["RunEntityCounts"][];
            connectors: components["schemas"]["RunConnectors"];
            /**
             * @description For `trigger: resync`, the entity types it re-reads from the beginning; otherwise null.
             * @example null
             */
            resync_entities: components["schemas"]["EntityTypeOpen"][] | null;
            /**
             * Format: int64
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
        Overview: {
            /**
             * @description The span asked for.
             * @enum {string}
             */
            range: "24h" | "7d";
            /**
             * Format: int32
             * @description The length of each bucket (3600 for `24h`, 21600 for `7d`).
             * @example 3600
             */
            bucket_seconds: number;
            /**
             * Format: date-time
             * @description Where the first bucket starts.
             */
            from: string;
            /**
             * Format: date-time
             * @description Where the last bucket ends (after now).
             */
            to: string;
            /** @description Every bucket from `from` to `to`, oldest first, empty ones included. */
            buckets: components["schemas"]["OverviewBucket"][];
        };
        OverviewBucket: {
            /**
             * Format: date-time
             * @description When the bucket starts.
             */
            start: string;
            /** @description Runs created in the bucket, by status; `unfinished` are queued or running. */
            runs: {
                /** Format: int64 */
                succeeded: number;
                /** Format: int64 */
                partial: number;
                /** Format: int64 */
                failed: number;
                /** Format: int64 */
                cancelled: number;
                /** Format: int64 */
                unfinished: number;
            };
            /**
             * Format: int64
             * @description Records those runs processed without failing (`records_processed - records_failed`).
             */
            records_moved: number;
            /** @description Webhook delivery attempts started in the bucket, by outcome. */
            webhook_attempts: {
                /** Format: int64 */
                succeeded: number;
                /** Format: int64 */
                failed: number;
            };
        };
        /**
         * @description What a run did with the records of one entity type: the same four counts as the run's
         *     own, for this entity alone.
         * @example {
         *       "entity": "order",
         *       "records_processed": 1000,
         *       "records_succeeded": 997,
         *       "records_failed": 3,
         *       "records_deleted": 0
         *     }
         */
        RunEntityCounts: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int64
             * @description Records of this entity read from the source (or reprocessed from the flow's rejections) and processed so far.
             * @example 1000
             */
            records_processed: number;
            /**
             * Format: int64
             * @description Of those, the records stored in the canonical layer and written to the destination.
             * @example 997
             */
            records_succeeded: number;
            /**
             * Format: int64
             * @description Records of this entity that failed: rejected by the canonical layer (`transform`,
             *     kept in the flow's rejections) or by the destination (`load`). Its `errors` name
             *     the first ones, with `record_ref` `<entity>:<source id>`.
             * @example 3
             */
            records_failed: number;
            /**
             * Format: int64
             * @description Deletions of this entity applied to the canonical layer (see the run's `records_deleted`).
             * @example 0
             */
            records_deleted: number;
        };
        /**
         * @description The connectors the run read from and wrote to, each with the version of its connector
         *     type (the plugin) the run executed with. Recorded when a worker starts executing the
         *     run, as it resolves the flow's connectors; a run resumed on another start (after its
         *     worker stopped) is resolved again and shows what its last start used.
         * @example {
         *       "source": {
         *         "connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *         "type": "postgres",
         *         "version": "1.4.0"
         *       },
         *       "destination": {
         *         "connector_id": "con_01JD3Y4M5N6P7Q8R9S0T1V2W3X",
         *         "type": "salesforce",
         *         "version": "2.0.1"
         *       }
         *     }
         */
        RunConnectors: {
            /**
             * @description The source connector the run read from. Null while the run is queued, when it
             *     stopped before it reached its source connector (its flow no longer existed, or the
             *     connector was gone), and for runs recorded before Sluice kept connector versions.
             */
            source: {
                /**
                 * @description The connector's id (`con_` prefix).
                 * @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K
                 */
                connector_id: string;
                /**
                 * @description The connector's type (the plugin's id, as the connector's `type`).
                 * @example postgres
                 */
                type: string;
                /**
                 * @description The version of the connector type the run executed with: the connector's pinned
                 *     `type_version`, or, unpinned, the newest version installed when the run started
                 *     (as `GET /v1/connector-types` lists them). Null when no installed version of the
                 *     type matched: the run then failed with `connector_type_unavailable`.
                 * @example 1.4.0
                 */
                version: string | null;
            } | null;
            /**
             * @description The destination connector the run wrote to. Null while the run is queued, when it
             *     stopped before it reached its destination connector (its flow or its source
             *     connector was gone, or the source's type was not installed), and for runs recorded
             *     before Sluice kept connector versions.
             */
            destination: {
                /**
                 * @description The connector's id (`con_` prefix).
                 * @example con_01JD3Y4M5N6P7Q8R9S0T1V2W3X
                 */
                connector_id: string;
                /**
                 * @description The connector's type (the plugin's id, as the connector's `type`).
                 * @example salesforce
                 */
                type: string;
                /**
                 * @description The version of the connector type the run executed with: the connector's pinned
                 *     `type_version`, or, unpinned, the newest version installed when the run started
                 *     (as `GET /v1/connector-types` lists them). Null when no installed version of the
                 *     type matched: the run then failed with `connector_type_unavailable`.
                 * @example 2.0.1
                 */
                version: string | null;
            } | null;
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
         *           "records_deleted": 0,
         *           "entities": [],
         *           "connectors": {
         *             "source": {
         *               "connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *               "type": "postgres",
         *               "version": "1.4.0"
         *             },
         *             "destination": null
         *           },
         *           "resync_entities": null,
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
         * @description A connected external system.
         * @example {
         *       "id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "name": "Shop database",
         *       "type": "postgres",
         *       "type_version": null,
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
            /**
             * @description The pinned version of the connector type; null uses the newest installed version.
             * @example null
             */
            type_version: string | null;
            status: components["schemas"]["ConnectorStatus"];
            /**
             * @description Non-secret configuration, shaped by the connector type's config schema. Credentials are write-only and never returned.
             * @example {
             *       "host": "db.shop.example.com",
             *       "port": 5432,
             *       "database": "shop"
             *     }
             */
            config: Record<string, unknown>;
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
         *           "type_version": null,
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
            /** @example ok */
            result: string;
            /** @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K */
            connector_id: string;
            status: components["schemas"]["ConnectorStatus"];
            /**
             * Format: date-time
             * @example 2026-11-21T10:15:30.123456Z
             */
            checked_at: string;
            /**
             * Format: int32
             * @description Duration of the check.
             * @example 184
             */
            latency_ms: number;
            /** @description The failure when `result` is `error`; null when `ok`. */
            error: {
                /**
                 * @description What failed (new codes may be added): `auth_failed` and `quota_exceeded` (the
                 *     connector becomes `degraded`); `config_invalid` (the configuration cannot work,
                 *     or no longer satisfies the type's schema); `transient_error` (network, 5xx,
                 *     try again later); `connector_type_unavailable` (the type or pinned version is
                 *     not installed on this server); and plugin faults: `plugin_timeout` (no answer
                 *     within the check time-out), `plugin_out_of_memory`, `plugin_exited`,
                 *     `plugin_error` (an unclassified exception), `plugin_protocol_error`.
                 * @example auth_failed
                 */
                code: string;
                /** @example password authentication failed for user "sluice" */
                message: string;
            } | null;
        };
        ConnectorCreate: {
            /** @example Shop database */
            name: string;
            /**
             * @description An installed connector type's `id` (`GET /v1/connector-types`).
             * @example postgres
             */
            type: string;
            /**
             * @description Pin an installed version of the type; omitted or null uses the newest installed version.
             * @example 1.0.0
             */
            type_version?: string | null;
            /**
             * @description Non-secret configuration satisfying the type's `config_schema`; defaults to `{}`.
             * @example {
             *       "host": "db.shop.example.com",
             *       "port": 5432,
             *       "database": "shop"
             *     }
             */
            config?: Record<string, unknown>;
            /**
             * @description Secrets satisfying the type's `credentials_schema`; defaults to `{}`. Write-only.
             * @example {
             *       "user": "sluice",
             *       "password": "s3cret-passw0rd"
             *     }
             */
            credentials?: Record<string, unknown>;
        };
        ConnectorUpdate: {
            /** @example Shop database (replica) */
            name?: string;
            /**
             * @description Pin another installed version of the type, or null to follow the newest.
             * @example 1.0.0
             */
            type_version?: string | null;
            /**
             * @description The whole new configuration (replaces the old one).
             * @example {
             *       "host": "replica.shop.example.com",
             *       "port": 5432,
             *       "database": "shop"
             *     }
             */
            config?: Record<string, unknown>;
            /**
             * @description The whole new credentials (replace the old ones). Write-only.
             * @example {
             *       "user": "sluice",
             *       "password": "n3w-passw0rd"
             *     }
             */
            credentials?: Record<string, unknown>;
        };
        /** @description An installed connector type (a plugin) and what a connector of this type needs. */
        ConnectorType: {
            /**
             * @description The type's id, used as a connector's `type` and shown as the system name in flows.
             * @example postgres
             */
            id: string;
            /** @example PostgreSQL */
            name: string;
            /**
             * @description The plugin's version (semver).
             * @example 1.0.0
             */
            version: string;
            /**
             * @description Whether this is the newest installed version of the type.
             * @example true
             */
            latest: boolean;
            /**
             * @description `source` (reads), `destination` (writes) or `both`.
             * @example both
             */
            kind: string;
            /** @example PostgreSQL tables as a source and a destination. */
            description: string | null;
            /** @description The canonical entity types the type can read or write. */
            entities: components["schemas"]["EntityTypeOpen"][];
            /**
             * @description JSON Schema (draft-07) a connector's `config` must satisfy.
             * @example {
             *       "type": "object",
             *       "required": [
             *         "host",
             *         "database"
             *       ],
             *       "properties": {
             *         "host": {
             *           "type": "string",
             *           "maxLength": 255
             *         },
             *         "database": {
             *           "type": "string",
             *           "maxLength": 255
             *         }
             *       }
             *     }
             */
            config_schema: Record<string, unknown>;
            /**
             * @description JSON Schema (draft-07) a connector's `credentials` must satisfy.
             * @example {
             *       "type": "object",
             *       "required": [
             *         "user"
             *       ],
             *       "properties": {
             *         "user": {
             *           "type": "string",
             *           "maxLength": 255
             *         },
             *         "password": {
             *           "type": "string",
             *           "maxLength": 255
             *         }
             *       }
             *     }
             */
            credentials_schema: Record<string, unknown>;
            /**
             * @description Where the plugin was loaded from: shipped with Sluice, the plugins folder (`SLUICE_PLUGINS_DIR`), or an npm package (`SLUICE_PLUGINS`).
             * @example first_party
             */
            origin: string;
        };
        ConnectorTypeList: {
            data: components["schemas"]["ConnectorType"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Which entity types a resync re-reads.
         * @example {
         *       "entities": [
         *         "customer"
         *       ]
         *     }
         */
        FlowResync: {
            /** @description Entity types among the flow's `entities`; all of the flow's when left out. */
            entities?: components["schemas"]["EntityType"][];
        };
        /**
         * @description A source record the flow could not store, open until it is stored (read again, or
         *     reprocessed). One per flow, entity type and source id: a record rejected again
         *     updates it.
         * @example {
         *       "id": "rej_01JD4C9A2B3C4D5E6F7G8H9J0K",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "run_id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "entity": "customer",
         *       "external_id": "10482",
         *       "stage": "transform",
         *       "code": "invalid_record",
         *       "reason": "/email must be an e-mail address",
         *       "rejected_at": "2026-11-21T10:15:31.123456Z",
         *       "first_rejected_at": "2026-11-21T10:15:31.123456Z",
         *       "record_kept": true,
         *       "record_bytes": 140,
         *       "record": {
         *         "external_id": "10482",
         *         "data": {
         *           "email": "Ada Lovelace",
         *           "last_source_update_at": "2026-11-21T09:00:00Z"
         *         },
         *         "raw": {
         *           "id": 10482,
         *           "name": "Ada Lovelace",
         *           "mail": "ada@example.com"
         *         }
         *       }
         *     }
         */
        RecordRejection: {
            /**
             * @description Opaque rejection id (`rej_` prefix).
             * @example rej_01JD4C9A2B3C4D5E6F7G8H9J0K
             */
            id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            /**
             * @description The run that last rejected the record (it may have been deleted since by the run retention).
             * @example run_01JD4B1C2D3E4F5G6H7J8K9M0N
             */
            run_id: string;
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * @description The record's id in the source system.
             * @example 10482
             */
            external_id: string;
            /**
             * @description Where the record was rejected (a `RunStage` value); `transform` is the canonical layer.
             * @example transform
             */
            stage: string;
            /**
             * @description The error code, as in the run's `errors` (`invalid_record`).
             * @example invalid_record
             */
            code: string;
            /**
             * @description Why, naming each field at fault.
             * @example /email must be an e-mail address
             */
            reason: string;
            /**
             * Format: date-time
             * @description When a run last rejected the record.
             * @example 2026-11-21T10:15:31.123456Z
             */
            rejected_at: string;
            /**
             * Format: date-time
             * @description When the record was first rejected (since the rejection was last closed).
             * @example 2026-11-20T10:15:31.123456Z
             */
            first_rejected_at: string;
            /**
             * @description Whether the source record was kept (`record`). A copy over 64 KiB of JSON, or one the
             *     store cannot hold (a NUL character), is not: a resync reads the record again.
             * @example true
             */
            record_kept: boolean;
            /**
             * Format: int64
             * @description The size of the record's copy as JSON, in bytes (0 when it could not be measured).
             * @example 182
             */
            record_bytes: number;
            /**
             * @description The source record as the run read it, with every secret value of the source
             *     connector's credentials replaced by `[redacted]`; null when not kept.
             */
            record: {
                /** @example 10482 */
                external_id: string;
                /** @description The canonical fields the source connector read. */
                data: Record<string, unknown>;
                /** @description The source's own fields, when the flow maps fields of the entity from them; otherwise null. */
                raw: Record<string, unknown> | null;
            } | null;
        };
        /**
         * @example {
         *       "data": [],
         *       "meta": {
         *         "total": 0,
         *         "has_more": false,
         *         "next_cursor": null
         *       }
         *     }
         */
        RecordRejectionList: {
            data: components["schemas"]["RecordRejection"][];
            meta: components["schemas"]["ListMeta"];
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
         * @description An event an endpoint can subscribe to. When each is sent and what its `data` holds:
         *     the `<Event>EventData` schemas (`RunStartedEventData`, …), also served by
         *     `GET /v1/event-types`; each delivery body is the matching `<Event>Event`.
         * @example run.failed
         * @enum {string}
         */
        WebhookEvent: "run.started" | "run.succeeded" | "run.partial" | "run.failed" | "run.cancelled" | "connector.degraded" | "connector.recovered" | "flow.paused" | "flow.resumed" | "endpoint.disabled" | "records.changed";
        /**
         * @description A `WebhookEvent` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`).
         * @example run.failed
         */
        WebhookEventOpen: string;
        /**
         * @description The event a delivery carries; `webhook.test` for test sends (`data` `{webhook_id}`).
         * @example flow.paused
         * @enum {string}
         */
        WebhookDeliveryEvent: "run.started" | "run.succeeded" | "run.partial" | "run.failed" | "run.cancelled" | "connector.degraded" | "connector.recovered" | "flow.paused" | "flow.resumed" | "endpoint.disabled" | "records.changed" | "webhook.test";
        /**
         * @description A `WebhookDeliveryEvent` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`).
         * @example flow.paused
         */
        WebhookDeliveryEventOpen: string;
        /**
         * @description `pending` while scheduled attempts remain (attempts at 0, 30 s, 2 min, 10 min, 1 h,
         *     6 h and 24 h after the first), `succeeded` once an attempt got a 2xx, `failed` once
         *     the schedule is exhausted, the endpoint was disabled when an attempt came due, or a
         *     test send failed. A successful replay turns `failed` into `succeeded`.
         * @example succeeded
         * @enum {string}
         */
        WebhookDeliveryStatus: "pending" | "succeeded" | "failed";
        /**
         * @description A `WebhookDeliveryStatus` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`).
         * @example succeeded
         */
        WebhookDeliveryStatusOpen: string;
        /**
         * @description Who made a change an event reports.
         * @example {
         *       "type": "api_key",
         *       "id": "key_01JD3W4B5C6D7E8F9G0H1J2K3M"
         *     }
         */
        WebhookActor: {
            /**
             * @description `api_key` (the key's id), `user` (a console user's id) or `system` (Sluice itself, id `sluice`).
             * @example api_key
             */
            type: string;
            /** @example key_01JD3W4B5C6D7E8F9G0H1J2K3M */
            id: string;
        };
        /**
         * @description An error an event reports.
         * @example {
         *       "code": "auth_failed",
         *       "message": "password authentication failed for user \"sluice\""
         *     }
         */
        WebhookEventError: {
            /** @example auth_failed */
            code: string;
            /**
             * @description The message (it may come from a connector or a remote system).
             * @example password authentication failed for user "sluice"
             */
            message: string;
        };
        /**
         * @description Failed records of one error code over a whole run.
         * @example {
         *       "code": "destination_rejected",
         *       "message": "Field Amount: value exceeds maximum",
         *       "count": 2
         *     }
         */
        RunTopError: {
            /** @example destination_rejected */
            code: string;
            /**
             * @description The message of the first record that failed with this code.
             * @example Field Amount: value exceeds maximum
             */
            message: string;
            /**
             * Format: int64
             * @example 2
             */
            count: number;
        };
        /**
         * @description A run of a flow began: a worker took it from the queue for the first time (a run
         *     resumed after its worker was lost does not start again).
         * @example {
         *       "run_id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "trigger": "schedule"
         *     }
         */
        RunStartedEventData: {
            /** @example run_01JD4B1C2D3E4F5G6H7J8K9M0N */
            run_id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            trigger: components["schemas"]["RunTrigger"];
        };
        /**
         * @description A run completed with no record errors.
         * @example {
         *       "run_id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "records_processed": 600,
         *       "duration_ms": 5320
         *     }
         */
        RunSucceededEventData: {
            /** @example run_01JD4B1C2D3E4F5G6H7J8K9M0N */
            run_id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            /**
             * Format: int64
             * @example 600
             */
            records_processed: number;
            /**
             * Format: int64
             * @description From the run's first start to its end, in milliseconds.
             * @example 5320
             */
            duration_ms: number;
        };
        /**
         * @description A run completed and some of its records failed (rejected by the canonical layer or
         *     by the destination). `top_errors` counts the failed records of the (at most five)
         *     most frequent error codes.
         * @example {
         *       "run_id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "records_succeeded": 598,
         *       "records_failed": 2,
         *       "top_errors": [
         *         {
         *           "code": "destination_rejected",
         *           "message": "Field Amount: value exceeds maximum",
         *           "count": 2
         *         }
         *       ]
         *     }
         */
        RunPartialEventData: {
            /** @example run_01JD4B1C2D3E4F5G6H7J8K9M0N */
            run_id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            /**
             * Format: int64
             * @example 598
             */
            records_succeeded: number;
            /**
             * Format: int64
             * @example 2
             */
            records_failed: number;
            top_errors: components["schemas"]["RunTopError"][];
        };
        /**
         * @description A run stopped before completing: a connector failed (an `auth` or `quota` failure
         *     also degrades it), storing records failed, the run ran longer than
         *     `SLUICE_RUN_MAX_SECONDS` (`timed_out`), read more from its source than
         *     `SLUICE_RUN_MAX_RECORDS` or `SLUICE_RUN_MAX_BYTES` allow (`run_record_limit`,
         *     `run_byte_limit`) or its worker was lost on every allowed start (`worker_lost`). `stage` is where it stopped; `trace` says more (never a server stack).
         * @example {
         *       "run_id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "stage": "extract",
         *       "error": {
         *         "code": "auth_failed",
         *         "message": "password authentication failed for user \"sluice\""
         *       },
         *       "trace": "extract: auth_failed: password authentication failed for user \"sluice\""
         *     }
         */
        RunFailedEventData: {
            /** @example run_01JD4B1C2D3E4F5G6H7J8K9M0N */
            run_id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            /**
             * @description The stage the run stopped in.
             * @example extract
             */
            stage: string;
            error: components["schemas"]["WebhookEventError"];
            /**
             * @description What happened, as `<stage>: <code>: <message>`; may be empty.
             * @example extract: auth_failed: password authentication failed for user "sluice"
             */
            trace: string;
        };
        /**
         * @description A queued or running run was cancelled (`POST /v1/runs/{id}/cancel`, or its flow was
         *     deleted); `actor` names who cancelled it. A running run stops at its next batch
         *     boundary, after the batch under way is committed.
         * @example {
         *       "run_id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "actor": {
         *         "type": "api_key",
         *         "id": "key_01JD3W4B5C6D7E8F9G0H1J2K3M"
         *       }
         *     }
         */
        RunCancelledEventData: {
            /** @example run_01JD4B1C2D3E4F5G6H7J8K9M0N */
            run_id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            actor: components["schemas"]["WebhookActor"];
        };
        /**
         * @description A connector started returning `auth` or `quota` failures (a verify, or a run's call
         *     to its plugin) and became `degraded`. `error` is the failure.
         * @example {
         *       "connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "error": {
         *         "code": "auth_failed",
         *         "message": "password authentication failed for user \"sluice\""
         *       }
         *     }
         */
        ConnectorDegradedEventData: {
            /** @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K */
            connector_id: string;
            error: components["schemas"]["WebhookEventError"];
        };
        /**
         * @description A degraded connector passed a check again (a verify, or a completed run) and
         *     returned to `active`; `downtime_seconds` is how long it was degraded.
         * @example {
         *       "connector_id": "con_01JD3Y2A5B6C7D8E9F0G1H2J3K",
         *       "downtime_seconds": 3720
         *     }
         */
        ConnectorRecoveredEventData: {
            /** @example con_01JD3Y2A5B6C7D8E9F0G1H2J3K */
            connector_id: string;
            /**
             * Format: int64
             * @example 3720
             */
            downtime_seconds: number;
        };
        /**
         * @description A flow was paused (through the API or the console); `actor` names who paused it.
         * @example {
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "actor": {
         *         "type": "user",
         *         "id": "usr_01JD3W1A2B3C4D5E6F7G8H9J0K"
         *       }
         *     }
         */
        FlowPausedEventData: {
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            actor: components["schemas"]["WebhookActor"];
        };
        /**
         * @description A paused flow was resumed (through the API or the console); `actor` names who resumed it.
         * @example {
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "actor": {
         *         "type": "user",
         *         "id": "usr_01JD3W1A2B3C4D5E6F7G8H9J0K"
         *       }
         *     }
         */
        FlowResumedEventData: {
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            actor: components["schemas"]["WebhookActor"];
        };
        /**
         * @description Sluice disabled one of the customer's webhook endpoints: it answered `410 Gone`
         *     (`reason` `gone`), or its deliveries kept failing for `SLUICE_WEBHOOK_DISABLE_AFTER`
         *     (`reason` `failing`, since `failing_since`). The disabled endpoint gets no more
         *     deliveries, this one included: subscribe another endpoint to learn of it. Enable it
         *     again with `PATCH /v1/webhooks/{id}`.
         * @example {
         *       "endpoint_id": "whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A",
         *       "reason": "failing",
         *       "disabled_at": "2026-11-26T10:15:31.660789Z",
         *       "failing_since": "2026-11-21T10:15:31.660789Z",
         *       "url": "https://hooks.example.com/sluice"
         *     }
         */
        EndpointDisabledEventData: {
            /** @example whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A */
            endpoint_id: string;
            /**
             * @description `gone` (the endpoint answered 410) or `failing` (it failed for `SLUICE_WEBHOOK_DISABLE_AFTER`).
             * @example failing
             */
            reason: string;
            /**
             * Format: date-time
             * @example 2026-11-26T10:15:31.660789Z
             */
            disabled_at: string;
            /**
             * Format: date-time
             * @description Since when its deliveries failed without a success in between; null when none had failed before (a first answer of 410).
             * @example 2026-11-21T10:15:31.660789Z
             */
            failing_since: string | null;
            /**
             * @description The endpoint's URL when it was disabled.
             * @example https://hooks.example.com/sluice
             */
            url: string;
        };
        /**
         * @description A run changed canonical records of one entity type: one event per entity type the
         *     run changed, recorded when the run ends (whatever its status; none for an entity
         *     it left unchanged). Pull the changes instead of polling:
         *     `GET /api/public/data/{entity}?updated_since=<updated_since>` returns every record
         *     the run created or updated, and with `include_deleted=true` also those it deleted
         *     or merged away, as tombstones. It can return more: records changed by another writer
         *     of the same entity (another flow's run) since, or after, this run's first change.
         *     `created`, `updated` and `deleted` count this run's records by how they ended: new
         *     and live, existing and changed, tombstones.
         * @example {
         *       "run_id": "run_01JD4B1C2D3E4F5G6H7J8K9M0N",
         *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
         *       "entity": "order",
         *       "created": 12,
         *       "updated": 40,
         *       "deleted": 1,
         *       "updated_since": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        RecordsChangedEventData: {
            /** @example run_01JD4B1C2D3E4F5G6H7J8K9M0N */
            run_id: string;
            /** @example flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X */
            flow_id: string;
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int64
             * @description Records the run created that are live at its end.
             * @example 12
             */
            created: number;
            /**
             * Format: int64
             * @description Records that existed before the run, that it changed, and that are live at its end.
             * @example 40
             */
            updated: number;
            /**
             * Format: int64
             * @description Records the run turned into tombstones (deleted in every source that held them, or merged into another record).
             * @example 1
             */
            deleted: number;
            /**
             * Format: date-time
             * @description The `updated_at` of the run's first change to this entity (the smallest it wrote):
             *     pass it unchanged as `updated_since` (inclusive) to read what the run changed.
             * @example 2026-11-21T10:15:30.123456Z
             */
            updated_since: string;
        };
        /**
         * @description Sent only by `POST /v1/webhooks/{id}/test`, once, to the endpoint tested; it cannot
         *     be subscribed to.
         * @example {
         *       "webhook_id": "whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A"
         *     }
         */
        WebhookTestEventData: {
            /**
             * @description The endpoint tested.
             * @example whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A
             */
            webhook_id: string;
        };
        /** @description The body of a `run.started` delivery (see `RunStartedEventData` for when it is sent). */
        RunStartedEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example run.started
             * @enum {string}
             */
            event: "run.started";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["RunStartedEventData"];
        };
        /** @description The body of a `run.succeeded` delivery (see `RunSucceededEventData` for when it is sent). */
        RunSucceededEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example run.succeeded
             * @enum {string}
             */
            event: "run.succeeded";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["RunSucceededEventData"];
        };
        /** @description The body of a `run.partial` delivery (see `RunPartialEventData` for when it is sent). */
        RunPartialEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example run.partial
             * @enum {string}
             */
            event: "run.partial";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["RunPartialEventData"];
        };
        /** @description The body of a `run.failed` delivery (see `RunFailedEventData` for when it is sent). */
        RunFailedEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example run.failed
             * @enum {string}
             */
            event: "run.failed";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["RunFailedEventData"];
        };
        /** @description The body of a `run.cancelled` delivery (see `RunCancelledEventData` for when it is sent). */
        RunCancelledEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example run.cancelled
             * @enum {string}
             */
            event: "run.cancelled";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["RunCancelledEventData"];
        };
        /** @description The body of a `connector.degraded` delivery (see `ConnectorDegradedEventData` for when it is sent). */
        ConnectorDegradedEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example connector.degraded
             * @enum {string}
             */
            event: "connector.degraded";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["ConnectorDegradedEventData"];
        };
        /** @description The body of a `connector.recovered` delivery (see `ConnectorRecoveredEventData` for when it is sent). */
        ConnectorRecoveredEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example connector.recovered
             * @enum {string}
             */
            event: "connector.recovered";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["ConnectorRecoveredEventData"];
        };
        /** @description The body of a `flow.paused` delivery (see `FlowPausedEventData` for when it is sent). */
        FlowPausedEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example flow.paused
             * @enum {string}
             */
            event: "flow.paused";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["FlowPausedEventData"];
        };
        /** @description The body of a `flow.resumed` delivery (see `FlowResumedEventData` for when it is sent). */
        FlowResumedEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example flow.resumed
             * @enum {string}
             */
            event: "flow.resumed";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["FlowResumedEventData"];
        };
        /** @description The body of a `endpoint.disabled` delivery (see `EndpointDisabledEventData` for when it is sent). */
        EndpointDisabledEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example endpoint.disabled
             * @enum {string}
             */
            event: "endpoint.disabled";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["EndpointDisabledEventData"];
        };
        /** @description The body of a `records.changed` delivery (see `RecordsChangedEventData` for when it is sent). */
        RecordsChangedEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example records.changed
             * @enum {string}
             */
            event: "records.changed";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["RecordsChangedEventData"];
        };
        /** @description The body of a `webhook.test` delivery (see `WebhookTestEventData` for when it is sent). */
        WebhookTestEvent: {
            /**
             * @description The event name; equals the `X-Service-Event` header.
             * @example webhook.test
             * @enum {string}
             */
            event: "webhook.test";
            /**
             * @description The delivery id (`del_` prefix); equals `X-Service-Delivery` and `webhook-id`, the same on every retry and replay.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * Format: date-time
             * @description When the event happened.
             * @example 2026-11-21T10:15:31.660789Z
             */
            created_at: string;
            /**
             * @description The customer the event belongs to (`cus_` prefix).
             * @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K
             */
            customer_id: string;
            data: components["schemas"]["WebhookTestEventData"];
        };
        /**
         * @description A webhook event type, when it is sent and what its `data` holds.
         * @example {
         *       "type": "flow.paused",
         *       "description": "A flow was paused (through the API or the console); `actor` names who paused it.",
         *       "schema": {
         *         "$schema": "http://json-schema.org/draft-07/schema#",
         *         "type": "object",
         *         "required": [
         *           "flow_id",
         *           "actor"
         *         ],
         *         "properties": {
         *           "flow_id": {
         *             "type": "string",
         *             "maxLength": 64
         *           },
         *           "actor": {
         *             "type": "object"
         *           }
         *         }
         *       }
         *     }
         */
        EventType: {
            type: components["schemas"]["WebhookDeliveryEventOpen"];
            /**
             * @description When the event is sent.
             * @example A flow was paused (through the API or the console); `actor` names who paused it.
             */
            description: string;
            /**
             * @description JSON Schema (draft-07) of the delivery's `data` for this event, references resolved.
             * @example {
             *       "$schema": "http://json-schema.org/draft-07/schema#",
             *       "type": "object",
             *       "required": [
             *         "flow_id",
             *         "actor"
             *       ],
             *       "properties": {
             *         "flow_id": {
             *           "type": "string",
             *           "maxLength": 64
             *         },
             *         "actor": {
             *           "type": "object"
             *         }
             *       }
             *     }
             */
            schema: Record<string, unknown>;
        };
        EventTypeList: {
            data: components["schemas"]["EventType"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description A webhook endpoint. Its signing secret is never returned here.
         * @example {
         *       "id": "whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A",
         *       "url": "https://hooks.example.com/sluice",
         *       "events": [
         *         "run.failed",
         *         "flow.paused"
         *       ],
         *       "description": "Alerts channel",
         *       "enabled": true,
         *       "disabled_reason": null,
         *       "disabled_at": null,
         *       "failing_since": null,
         *       "rate_limit": 50,
         *       "headers": [
         *         {
         *           "name": "X-Route",
         *           "value": "alerts",
         *           "secret": false
         *         },
         *         {
         *           "name": "Authorization",
         *           "value": null,
         *           "secret": true
         *         }
         *       ],
         *       "previous_secret_expires_at": null,
         *       "created_at": "2026-11-21T09:00:00.000000Z",
         *       "updated_at": "2026-11-21T09:00:00.000000Z"
         *     }
         */
        WebhookEndpoint: {
            /**
             * @description Opaque endpoint id (`whk_` prefix).
             * @example whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A
             */
            id: string;
            /**
             * @description The https URL deliveries are POSTed to.
             * @example https://hooks.example.com/sluice
             */
            url: string;
            /**
             * @description The events the endpoint subscribes to.
             * @example [
             *       "run.failed",
             *       "flow.paused"
             *     ]
             */
            events: components["schemas"]["WebhookEventOpen"][];
            /** @example Alerts channel */
            description: string | null;
            /**
             * @description A disabled endpoint gets no deliveries.
             * @example true
             */
            enabled: boolean;
            /**
             * @description Why Sluice disabled the endpoint: `gone` (it answered `410 Gone`) or `failing` (every
             *     attempt failed for `SLUICE_WEBHOOK_DISABLE_AFTER`, 5 days by default, since
             *     `failing_since`). Null while it is enabled, and when it was disabled by hand
             *     (`PATCH enabled=false`). Cleared by `PATCH enabled=true`.
             * @example null
             */
            disabled_reason: string | null;
            /**
             * Format: date-time
             * @description When the endpoint was disabled (by Sluice or by hand); null while it is enabled.
             * @example null
             */
            disabled_at: string | null;
            /**
             * Format: date-time
             * @description When the endpoint's current run of failed attempts began (no success since); null
             *     when its last attempt succeeded or it has none. Reset by `PATCH enabled=true`.
             * @example null
             */
            failing_since: string | null;
            /**
             * Format: int32
             * @description At most this many deliveries per second are sent to the endpoint; null for no limit.
             * @example 50
             */
            rate_limit: number | null;
            /**
             * @description Custom request headers sent with every attempt (scheduled, retried, replayed or a
             *     test send): plain ones first, then secret ones, each in the order given. A secret
             *     header's value is never returned (`value` is null); its value is shown as
             *     `[redacted]` in the attempt log.
             */
            headers: components["schemas"]["WebhookCustomHeader"][];
            /**
             * Format: date-time
             * @description Until when the secret replaced by the last rotation still signs alongside the current one; null otherwise.
             * @example null
             */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T09:00:00.000000Z
             */
            updated_at: string;
        };
        /**
         * @description An endpoint with its signing secret, returned only on creation and rotation.
         * @example {
         *       "id": "whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A",
         *       "url": "https://hooks.example.com/sluice",
         *       "events": [
         *         "run.failed",
         *         "flow.paused"
         *       ],
         *       "description": "Alerts channel",
         *       "enabled": true,
         *       "disabled_reason": null,
         *       "disabled_at": null,
         *       "failing_since": null,
         *       "rate_limit": 50,
         *       "headers": [
         *         {
         *           "name": "X-Route",
         *           "value": "alerts",
         *           "secret": false
         *         },
         *         {
         *           "name": "Authorization",
         *           "value": null,
         *           "secret": true
         *         }
         *       ],
         *       "previous_secret_expires_at": null,
         *       "created_at": "2026-11-21T09:00:00.000000Z",
         *       "updated_at": "2026-11-21T09:00:00.000000Z",
         *       "secret": "whsec_Zb3Jx0mQ8Yl2sT5vW7kPq1rN4cD6fH9a"
         *     }
         */
        WebhookEndpointWithSecret: components["schemas"]["WebhookEndpoint"] & {
            /**
             * @description The signing secret (`whsec_…`). Shown once; store it. The HMAC key is this whole string as UTF-8.
             * @example whsec_Zb3Jx0mQ8Yl2sT5vW7kPq1rN4cD6fH9a
             */
            secret: string;
        };
        /**
         * @example {
         *       "url": "https://hooks.example.com/sluice",
         *       "events": [
         *         "run.failed",
         *         "flow.paused"
         *       ],
         *       "description": "Alerts channel",
         *       "rate_limit": 50,
         *       "headers": [
         *         {
         *           "name": "X-Route",
         *           "value": "alerts"
         *         },
         *         {
         *           "name": "Authorization",
         *           "value": "Bearer gw_4f9a8b7c",
         *           "secret": true
         *         }
         *       ]
         *     }
         */
        WebhookEndpointCreate: {
            /**
             * @description An https URL whose host resolves to public addresses only.
             * @example https://hooks.example.com/sluice
             */
            url: string;
            /**
             * @example [
             *       "run.failed",
             *       "flow.paused"
             *     ]
             */
            events: components["schemas"]["WebhookEvent"][];
            /** @example Alerts channel */
            description?: string | null;
            /**
             * @description Whether the endpoint gets deliveries; `true` when left out.
             * @example true
             */
            enabled?: boolean;
            /**
             * Format: int32
             * @description At most this many deliveries per second (1 to 1000); null or left out for no limit.
             * @example 50
             */
            rate_limit?: number | null;
            /**
             * @description Custom request headers (at most 20) sent with every attempt. Names are checked
             *     case-insensitively for duplicates; Sluice's own headers and those that frame the
             *     request cannot be set (see `WebhookCustomHeaderInput`). A `secret` header is
             *     stored encrypted and its value never returned.
             */
            headers?: components["schemas"]["WebhookCustomHeaderInput"][];
        };
        /**
         * @example {
         *       "enabled": false
         *     }
         */
        WebhookEndpointUpdate: {
            /** @example https://hooks.example.com/sluice-v2 */
            url?: string;
            /**
             * @example [
             *       "run.failed"
             *     ]
             */
            events?: components["schemas"]["WebhookEvent"][];
            /** @example null */
            description?: string | null;
            /**
             * @description `false` disables the endpoint; `true` enables it again and clears
             *     `disabled_reason`, `disabled_at` and `failing_since`.
             * @example false
             */
            enabled?: boolean;
            /**
             * Format: int32
             * @description At most this many deliveries per second (1 to 1000); null removes the limit.
             * @example 20
             */
            rate_limit?: number | null;
            /**
             * @description Replaces the endpoint's custom headers with this list (`[]` removes them all). A
             *     secret header given without `value` (or with `value: null`) keeps the value stored
             *     for the secret header of that name; if there is none it is `422`.
             */
            headers?: components["schemas"]["WebhookCustomHeaderInput"][];
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description A custom request header of an endpoint, as returned. A secret header's value is never returned.
         * @example {
         *       "name": "X-Route",
         *       "value": "alerts",
         *       "secret": false
         *     }
         */
        WebhookCustomHeader: {
            /** @example X-Route */
            name: string;
            /**
             * @description The value sent; always null for a secret header (its value is write-only).
             * @example alerts
             */
            value: string | null;
            /**
             * @description Whether the value is secret (stored encrypted, never returned, `[redacted]` in the attempt log).
             * @example false
             */
            secret: boolean;
        };
        /**
         * @description A custom request header to send with every attempt. `name` is an HTTP header name
         *     (letters, digits and ``!#$%&'*+.^_`|~-``, at most 64 characters); names Sluice sets
         *     or that frame the request are refused with `422` naming the field: `Host`,
         *     `Content-Length`, `Content-Type`, `Content-Encoding`, `Transfer-Encoding`,
         *     `Connection`, `Keep-Alive`, `Upgrade`, `TE`, `Trailer`, `Expect`, `User-Agent`, and
         *     any name starting with `X-Service-`, `webhook-`, `svix-`, `Sec-` or `Proxy-`.
         *     `value` is Latin-1 text without control characters, at most 1024 characters; it is
         *     required unless `secret` is true and a secret header of the same name is already
         *     stored (on update), whose value is then kept.
         * @example {
         *       "name": "Authorization",
         *       "value": "Bearer gw_4f9a8b7c",
         *       "secret": true
         *     }
         */
        WebhookCustomHeaderInput: {
            /** @example Authorization */
            name: string;
            /**
             * @description The value to send. Left out or null only for a secret header that keeps its stored value.
             * @example Bearer gw_4f9a8b7c
             */
            value?: string | null;
            /**
             * @description Store the value encrypted and never return it (write-only).
             * @default false
             * @example true
             */
            secret: boolean;
        };
        /** @description An endpoint's attempts and deliveries over one window ending now. */
        WebhookStatsWindow: {
            /**
             * Format: date-time
             * @description The window's start (it ends when the stats were computed).
             * @example 2026-11-20T10:00:00.000000Z
             */
            from: string;
            /**
             * @description Attempts started in the window, whatever triggered them (schedule, replay, test),
             *     by outcome. `failed` splits into `http_status` (a non-2xx answer, 3xx included),
             *     `timeout` (no answer in time), `connection` (DNS, TCP, TLS or a refused address) and
             *     `not_sent` (nothing was sent: the endpoint was disabled, or the attempt expired).
             */
            attempts: {
                /**
                 * Format: int64
                 * @example 120
                 */
                total: number;
                /**
                 * Format: int64
                 * @example 114
                 */
                succeeded: number;
                /**
                 * Format: int64
                 * @example 6
                 */
                failed: number;
                /**
                 * Format: int64
                 * @example 4
                 */
                http_status: number;
                /**
                 * Format: int64
                 * @example 1
                 */
                timeout: number;
                /**
                 * Format: int64
                 * @example 1
                 */
                connection: number;
                /**
                 * Format: int64
                 * @example 0
                 */
                not_sent: number;
            };
            /** @description Deliveries created in the window (test sends included), by their status now. */
            deliveries: {
                /**
                 * Format: int64
                 * @example 2
                 */
                pending: number;
                /**
                 * Format: int64
                 * @example 110
                 */
                succeeded: number;
                /**
                 * Format: int64
                 * @example 1
                 */
                failed: number;
            };
            /**
             * Format: double
             * @description Succeeded attempts divided by all attempts of the window; null when there were none.
             * @example 0.95
             */
            success_rate: number | null;
            /**
             * Format: int32
             * @description Median latency (time to the response headers) of the window's attempts that got an answer; null when none did.
             * @example 84
             */
            p50_ms: number | null;
            /**
             * Format: int32
             * @description 95th percentile of the same latencies; null when none.
             * @example 412
             */
            p95_ms: number | null;
        };
        /** @description An endpoint's delivery statistics over the last 24 hours and the last 7 days. */
        WebhookStats: {
            /** @example whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A */
            endpoint_id: string;
            last_24h: components["schemas"]["WebhookStatsWindow"];
            last_7d: components["schemas"]["WebhookStatsWindow"];
            /**
             * Format: date-time
             * @description When the newest successful attempt started (within the 30 days attempts are kept); null if none.
             * @example 2026-11-21T10:20:00.731000Z
             */
            last_success_at: string | null;
            /**
             * Format: date-time
             * @description When the newest failed attempt started (within the 30 days attempts are kept); null if none.
             * @example 2026-11-21T08:02:11.104000Z
             */
            last_failure_at: string | null;
        };
        /**
         * @example {
         *       "since": "2026-11-20T10:00:00.000000Z"
         *     }
         */
        WebhookRecoverRequest: {
            /**
             * Format: date-time
             * @description Recover the failed deliveries created at or after this time; at most 14 days ago, not in the future.
             * @example 2026-11-20T10:00:00.000000Z
             */
            since: string;
        };
        /**
         * @example {
         *       "recovered": 37,
         *       "since": "2026-11-20T10:00:00.000000Z"
         *     }
         */
        WebhookRecoverResult: {
            /**
             * Format: int64
             * @description How many failed deliveries were queued again.
             * @example 37
             */
            recovered: number;
            /**
             * Format: date-time
             * @description The `since` the request gave.
             * @example 2026-11-20T10:00:00.000000Z
             */
            since: string;
        };
        /**
         * @description One event sent (or being sent) to one endpoint, with the same `delivery_id` across all its attempts.
         * @example {
         *       "id": "del_01JD4E8G9H0J1K2M3N4P5Q6R7S",
         *       "endpoint_id": "whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A",
         *       "event": "flow.paused",
         *       "event_id": "evt_01JD4E8G9H0J1K2M3N4P5Q6R7T",
         *       "status": "succeeded",
         *       "attempt_count": 1,
         *       "next_attempt_at": null,
         *       "last_attempt_at": "2026-11-21T10:20:00.731000Z",
         *       "created_at": "2026-11-21T10:20:00.654321Z",
         *       "updated_at": "2026-11-21T10:20:01.002000Z"
         *     }
         */
        WebhookDelivery: {
            /**
             * @description The delivery id (`del_` prefix), sent as `X-Service-Delivery` and `delivery_id`.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            id: string;
            /** @example whk_01JD3X9Q8R7S6T5V4W3X2Y1Z0A */
            endpoint_id: string;
            event: components["schemas"]["WebhookDeliveryEventOpen"];
            /**
             * @description The event (`evt_` prefix) this delivery carries; null for test sends.
             * @example evt_01JD4E8G9H0J1K2M3N4P5Q6R7T
             */
            event_id: string | null;
            status: components["schemas"]["WebhookDeliveryStatusOpen"];
            /**
             * Format: int32
             * @description Attempts made so far, replays and tests included.
             * @example 1
             */
            attempt_count: number;
            /**
             * Format: date-time
             * @description When the next scheduled attempt is due; null when none is.
             * @example null
             */
            next_attempt_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:20:00.731000Z
             */
            last_attempt_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-21T10:20:00.654321Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:20:01.002000Z
             */
            updated_at: string;
        };
        /** @description One attempt at a delivery, as logged. */
        WebhookAttempt: {
            /**
             * Format: int32
             * @example 1
             */
            number: number;
            /**
             * @description `schedule` (the retry schedule), `replay` or `test`.
             * @example schedule
             */
            trigger: string;
            /**
             * Format: date-time
             * @example 2026-11-21T10:20:00.731000Z
             */
            started_at: string;
            /** @example ok */
            result: string;
            /**
             * Format: int32
             * @description The endpoint's HTTP status; null if it did not answer.
             * @example 200
             */
            status_code: number | null;
            /**
             * Format: int32
             * @description Time until the response headers arrived; null if there was no response.
             * @example 84
             */
            latency_ms: number | null;
            /**
             * @description Why the attempt failed; null when `ok`. Codes: `http_status` (non-2xx),
             *     `redirect_not_followed` (3xx), `timeout`, `address_refused` (a non-public
             *     address), `dns_error`, `connection_refused`, `connection_error`, `tls_error`,
             *     `endpoint_disabled` (nothing was sent), `expired` (the attempt's queued work was
             *     lost and found by the sweeper too late to send; nothing was sent).
             */
            error: {
                /** @example timeout */
                code: string;
                /** @example no response within 10000 ms */
                message: string;
            } | null;
            /** @description What was sent; null when nothing was. */
            request: {
                /** @example https://hooks.example.com/sluice */
                url: string;
                /**
                 * @example {
                 *       "Content-Type": "application/json",
                 *       "X-Service-Event": "flow.paused",
                 *       "X-Service-Delivery": "del_01JD4E8G9H0J1K2M3N4P5Q6R7S",
                 *       "X-Service-Signature": "t=1795256400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd"
                 *     }
                 */
                headers: {
                    [key: string]: string;
                };
                /** @description The exact body sent (the delivery's `payload`, serialized). */
                body: string;
            } | null;
            /** @description What came back; null when there was no response. */
            response: {
                headers: {
                    [key: string]: string;
                };
                /** @description The first 64 KiB of the response body (decoded as UTF-8). */
                body: string;
                /**
                 * @description Whether the body was longer and the rest was not read.
                 * @example false
                 */
                body_truncated: boolean;
            } | null;
        };
        /** @description A delivery with its body and every attempt. */
        WebhookDeliveryDetail: components["schemas"]["WebhookDelivery"] & {
            /** @description The body every attempt sends (spec 2.6). */
            payload: {
                /** @example flow.paused */
                event: string;
                /** @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S */
                delivery_id: string;
                /**
                 * Format: date-time
                 * @example 2026-11-21T10:20:00.654321Z
                 */
                created_at: string;
                /** @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K */
                customer_id: string;
                /**
                 * @description The event's own fields (for `run.*` events the run, for `flow.*` events the flow and the actor); their shape depends on `event`.
                 * @example {
                 *       "flow_id": "flw_01JD3Z8K4N5P6Q7R8S9T0V1W2X",
                 *       "actor": {
                 *         "type": "api_key",
                 *         "id": "key_01JD3W5M6N7P8Q9R0S1T2V3W4X"
                 *       }
                 *     }
                 */
                data: Record<string, unknown>;
            };
            /** @description Every attempt, oldest first. */
            attempts: components["schemas"]["WebhookAttempt"][];
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            meta: components["schemas"]["ListMeta"];
        };
        /**
         * @description Outcome of a test send or a replay (one attempt, made synchronously).
         * @example {
         *       "delivery_id": "del_01JD4E8G9H0J1K2M3N4P5Q6R7S",
         *       "result": "ok",
         *       "status_code": 200,
         *       "latency_ms": 231,
         *       "error": null
         *     }
         */
        WebhookSendResult: {
            /**
             * @description The delivery (`del_` prefix), also sent as `X-Service-Delivery`.
             * @example del_01JD4E8G9H0J1K2M3N4P5Q6R7S
             */
            delivery_id: string;
            /**
             * @description `ok` when the endpoint answered 2xx within the time-out (10 seconds).
             * @example ok
             */
            result: string;
            /**
             * Format: int32
             * @description HTTP status the endpoint answered; null if it did not answer.
             * @example 200
             */
            status_code: number | null;
            /**
             * Format: int32
             * @description Time until the endpoint answered; null if it did not answer.
             * @example 231
             */
            latency_ms: number | null;
            /** @description Why the send failed when `result` is `error` (codes as in `WebhookAttempt.error`); null when `ok`. */
            error: {
                /** @example timeout */
                code: string;
                /** @example no response within 10000 ms */
                message: string;
            } | null;
        };
        /**
         * @description A canonical `customer` record: a person or business that buys from the tenant (shop, billing or ERP customer). Records from different systems are the same record when their `email` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). References: `account_id` → `account`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e10",
         *       "email": "ada@example.com",
         *       "first_name": "Ada",
         *       "last_name": "Lovelace",
         *       "company_name": "Analytical Engines Ltd",
         *       "phone": "+44 20 7946 0958",
         *       "account_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e01",
         *       "accepts_marketing": true,
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalCustomer: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/customer/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: email
             * @description Primary email address; the match key (case-insensitive). Null when not known.
             */
            email?: string | null;
            /** @description Given name. Null when not known. */
            first_name?: string | null;
            /** @description Family name. Null when not known. */
            last_name?: string | null;
            /** @description Company the customer buys for, if any. Null when not known. */
            company_name?: string | null;
            /** @description Phone number as the source gave it. Null when not known. */
            phone?: string | null;
            /**
             * Format: uuid
             * @description The CRM account this customer belongs to. The `canonical_id` of an `account` record. Null when not known.
             */
            account_id?: string | null;
            /** @description Whether the customer opted in to marketing. Null when not known. */
            accepts_marketing?: boolean | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `contact` record: a person known to the CRM, usually attached to an account. Records from different systems are the same record when their `email` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). References: `account_id` → `account`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e11",
         *       "email": "grace@example.com",
         *       "first_name": "Grace",
         *       "last_name": "Hopper",
         *       "phone": "+1 202 555 0143",
         *       "title": "Head of Engineering",
         *       "account_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e01",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalContact: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/contact/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: email
             * @description Primary email address; the match key (case-insensitive). Null when not known.
             */
            email?: string | null;
            /** @description Given name. Null when not known. */
            first_name?: string | null;
            /** @description Family name. Null when not known. */
            last_name?: string | null;
            /** @description Phone number as the source gave it. Null when not known. */
            phone?: string | null;
            /** @description Job title. Null when not known. */
            title?: string | null;
            /**
             * Format: uuid
             * @description The account the contact works for. The `canonical_id` of an `account` record. Null when not known.
             */
            account_id?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `account` record: a company in the CRM. Records from different systems are the same record when their `domain` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e12",
         *       "name": "Analytical Engines Ltd",
         *       "domain": "analytical-engines.example",
         *       "industry": "Manufacturing",
         *       "employee_count": 240,
         *       "country": "GB",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalAccount: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/account/{canonical_id}`.
             */
            canonical_id: string;
            /** @description Company name. */
            name?: string;
            /**
             * Format: hostname
             * @description Web domain, e.g. "example.com"; the match key (case-insensitive, without "www."). Null when not known.
             */
            domain?: string | null;
            /** @description Industry label as the source gave it. Null when not known. */
            industry?: string | null;
            /**
             * Format: int64
             * @description Number of employees. Null when not known.
             */
            employee_count?: number | null;
            /** @description ISO 3166-1 alpha-2 country code of the head office. Null when not known. */
            country?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `lead` record: a prospective buyer not yet qualified into a contact and account. Records from different systems are the same record when their `email` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). References: `converted_contact_id` → `contact`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e13",
         *       "email": "alan@example.com",
         *       "first_name": "Alan",
         *       "last_name": "Turing",
         *       "company_name": "Bletchley Widgets",
         *       "status": "qualified",
         *       "source": "webinar",
         *       "converted_contact_id": null,
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalLead: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/lead/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: email
             * @description Email address; the match key (case-insensitive). Null when not known.
             */
            email?: string | null;
            /** @description Given name. Null when not known. */
            first_name?: string | null;
            /** @description Family name. Null when not known. */
            last_name?: string | null;
            /** @description Company the lead named. Null when not known. */
            company_name?: string | null;
            /** @description Lead status. */
            status?: string;
            /** @description Where the lead came from (campaign, form, referral). Null when not known. */
            source?: string | null;
            /**
             * Format: uuid
             * @description The contact the lead was converted into, once converted. The `canonical_id` of a `contact` record. Null when not known.
             */
            converted_contact_id?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `opportunity` record: a potential deal with an account. Records are matched across systems by (system, external id) only. References: `account_id` → `account`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e14",
         *       "name": "Bletchley Widgets — annual plan",
         *       "account_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e01",
         *       "stage": "proposal",
         *       "amount_cents": 4800000,
         *       "currency": "EUR",
         *       "probability": 60,
         *       "close_date": "2026-12-15",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalOpportunity: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/opportunity/{canonical_id}`.
             */
            canonical_id: string;
            /** @description Deal name. */
            name?: string;
            /**
             * Format: uuid
             * @description The account the deal is with. The `canonical_id` of an `account` record. Null when not known.
             */
            account_id?: string | null;
            /** @description Sales stage. */
            stage?: string;
            /**
             * Format: int64
             * @description Expected deal value in minor currency units. Null when not known.
             */
            amount_cents?: number | null;
            /** @description Currency of amount_cents. ISO 4217 code. Null when not known. */
            currency?: string | null;
            /**
             * Format: int32
             * @description Win probability in percent. Null when not known.
             */
            probability?: number | null;
            /**
             * Format: date
             * @description Expected or actual close date. Null when not known.
             */
            close_date?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `product` record: a sellable product; its variants carry prices and stock. Records from different systems are the same record when their `sku` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e15",
         *       "sku": "TSHIRT",
         *       "name": "Organic T-shirt",
         *       "description": "Heavyweight organic cotton tee.",
         *       "status": "active",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalProduct: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/product/{canonical_id}`.
             */
            canonical_id: string;
            /** @description Stock keeping unit of the product as a whole; the match key (case-insensitive). Null when not known. */
            sku?: string | null;
            /** @description Product name. */
            name?: string;
            /** @description Plain-text description. Null when not known. */
            description?: string | null;
            /** @description Catalogue status. */
            status?: string;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `product_variant` record: one purchasable variant of a product (size, colour); a product without options has exactly one. Records from different systems are the same record when their `sku` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). References: `product_id` → `product`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e16",
         *       "product_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e02",
         *       "sku": "TSHIRT-M-BLUE",
         *       "name": "Organic T-shirt / M / Blue",
         *       "price_cents": 2900,
         *       "currency": "EUR",
         *       "status": "active",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalProductVariant: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/product_variant/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: uuid
             * @description The product this is a variant of. The `canonical_id` of a `product` record. Null when not known.
             */
            product_id?: string | null;
            /** @description Stock keeping unit; the match key (case-insensitive). Null when not known. */
            sku?: string | null;
            /** @description Variant name, e.g. "T-shirt / M / Blue". */
            name?: string;
            /**
             * Format: int64
             * @description Unit price in minor currency units. Null when not known.
             */
            price_cents?: number | null;
            /** @description Currency of price_cents. ISO 4217 code. Null when not known. */
            currency?: string | null;
            /** @description Whether the variant can be sold. */
            status?: string;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `order` record (spec 2.4): a placed order (spec 2.4). Records from different systems are the same record when their `order_number` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *       "order_number": "SO-10482",
         *       "status": "paid",
         *       "total_cents": 12999,
         *       "currency": "EUR",
         *       "placed_at": "2026-11-20T18:42:07.000000Z",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalOrder: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/order/{canonical_id}`.
             */
            canonical_id: string;
            /** @description The order number customers see; the match key (case-insensitive). */
            order_number?: string;
            /** @description Order status. */
            status?: string;
            /**
             * Format: int64
             * @description Amount in minor currency units.
             */
            total_cents?: number;
            /** @description Currency code (ISO 4217). */
            currency?: string;
            /**
             * Format: date-time
             * @description When the order was placed. UTC, microsecond precision.
             */
            placed_at?: string;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `order_line_item` record: one line of an order. Records are matched across systems by (system, external id) only. References: `order_id` → `order`, `product_variant_id` → `product_variant`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e18",
         *       "order_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *       "product_variant_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e03",
         *       "sku": "TSHIRT-M-BLUE",
         *       "name": "Organic T-shirt / M / Blue",
         *       "quantity": 2,
         *       "unit_price_cents": 2900,
         *       "total_cents": 5800,
         *       "currency": "EUR",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalOrderLineItem: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/order_line_item/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: uuid
             * @description The order this line belongs to. The `canonical_id` of an `order` record.
             */
            order_id?: string;
            /**
             * Format: uuid
             * @description The variant sold, when the source links it. The `canonical_id` of a `product_variant` record. Null when not known.
             */
            product_variant_id?: string | null;
            /** @description SKU as printed on the order. Null when not known. */
            sku?: string | null;
            /** @description Line description as printed on the order. */
            name?: string;
            /**
             * Format: int64
             * @description Units ordered.
             */
            quantity?: number;
            /**
             * Format: int64
             * @description Price per unit in minor currency units.
             */
            unit_price_cents?: number;
            /**
             * Format: int64
             * @description Line total (after line discounts) in minor currency units.
             */
            total_cents?: number;
            /** @description Currency of the amounts. ISO 4217 code. */
            currency?: string;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `invoice` record: a bill issued to a customer. Records from different systems are the same record when their `invoice_number` and `currency` match (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). References: `customer_id` → `customer`, `order_id` → `order`, `subscription_id` → `subscription`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e19",
         *       "invoice_number": "INV-2026-0117",
         *       "customer_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e04",
         *       "order_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *       "subscription_id": null,
         *       "status": "paid",
         *       "total_cents": 12999,
         *       "amount_due_cents": 0,
         *       "currency": "EUR",
         *       "issued_at": "2026-11-20T18:45:00.000000Z",
         *       "due_at": "2026-12-04T23:59:59.000000Z",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalInvoice: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/invoice/{canonical_id}`.
             */
            canonical_id: string;
            /** @description Invoice number; with currency, the match key (case-insensitive). */
            invoice_number?: string;
            /**
             * Format: uuid
             * @description The customer billed. The `canonical_id` of a `customer` record. Null when not known.
             */
            customer_id?: string | null;
            /**
             * Format: uuid
             * @description The order invoiced, when there is one. The `canonical_id` of an `order` record. Null when not known.
             */
            order_id?: string | null;
            /**
             * Format: uuid
             * @description The subscription invoiced, when there is one. The `canonical_id` of a `subscription` record. Null when not known.
             */
            subscription_id?: string | null;
            /** @description Invoice status. */
            status?: string;
            /**
             * Format: int64
             * @description Invoice total in minor currency units.
             */
            total_cents?: number;
            /**
             * Format: int64
             * @description Amount still owed in minor currency units. Null when not known.
             */
            amount_due_cents?: number | null;
            /** @description Currency of the amounts. ISO 4217 code. */
            currency?: string;
            /**
             * Format: date-time
             * @description When the invoice was issued (finalized). UTC, microsecond precision. Null when not known.
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @description When payment is due. UTC, microsecond precision. Null when not known.
             */
            due_at?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `payment` record: money received (or attempted) against an invoice or order. Records are matched across systems by (system, external id) only. References: `invoice_id` → `invoice`, `order_id` → `order`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e20",
         *       "invoice_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e05",
         *       "order_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *       "amount_cents": 12999,
         *       "currency": "EUR",
         *       "status": "succeeded",
         *       "method": "card",
         *       "paid_at": "2026-11-20T18:46:12.000000Z",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalPayment: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/payment/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: uuid
             * @description The invoice paid, when there is one. The `canonical_id` of an `invoice` record. Null when not known.
             */
            invoice_id?: string | null;
            /**
             * Format: uuid
             * @description The order paid, when there is one. The `canonical_id` of an `order` record. Null when not known.
             */
            order_id?: string | null;
            /**
             * Format: int64
             * @description Amount in minor currency units.
             */
            amount_cents?: number;
            /** @description Currency of amount_cents. ISO 4217 code. */
            currency?: string;
            /** @description Payment status (refunds are refund records). */
            status?: string;
            /** @description Payment method (`card`, `bank_transfer`, `direct_debit`, `wallet`, `cash`, `other`). Null when not known. Open: values may be added at any time, so a client keeps an unknown one as text. */
            method?: string | null;
            /**
             * Format: date-time
             * @description When the payment succeeded. UTC, microsecond precision. Null when not known.
             */
            paid_at?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `subscription` record: a recurring charge for a customer. Records are matched across systems by (system, external id) only. References: `customer_id` → `customer`, `product_variant_id` → `product_variant`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e21",
         *       "customer_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e04",
         *       "product_variant_id": null,
         *       "plan_name": "Pro (quarterly)",
         *       "status": "active",
         *       "amount_cents": 8700,
         *       "currency": "EUR",
         *       "interval": "month",
         *       "interval_count": 3,
         *       "started_at": "2026-01-01T00:00:00.000000Z",
         *       "current_period_end": "2027-01-01T00:00:00.000000Z",
         *       "cancelled_at": null,
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalSubscription: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/subscription/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: uuid
             * @description The subscribed customer. The `canonical_id` of a `customer` record. Null when not known.
             */
            customer_id?: string | null;
            /**
             * Format: uuid
             * @description The plan, as a product variant, when the source links it. The `canonical_id` of a `product_variant` record. Null when not known.
             */
            product_variant_id?: string | null;
            /** @description Plan name as the source gave it. Null when not known. */
            plan_name?: string | null;
            /** @description Subscription status. */
            status?: string;
            /**
             * Format: int64
             * @description Charge per billing interval in minor currency units.
             */
            amount_cents?: number;
            /** @description Currency of amount_cents. ISO 4217 code. */
            currency?: string;
            /** @description Billing interval unit. */
            interval?: string;
            /**
             * Format: int64
             * @description Billing interval length in units, e.g. 3 with "month" for quarterly.
             */
            interval_count?: number;
            /**
             * Format: date-time
             * @description When the subscription started. UTC, microsecond precision. Null when not known.
             */
            started_at?: string | null;
            /**
             * Format: date-time
             * @description End of the period already billed. UTC, microsecond precision. Null when not known.
             */
            current_period_end?: string | null;
            /**
             * Format: date-time
             * @description When it was cancelled, if it was. UTC, microsecond precision. Null when not known.
             */
            cancelled_at?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `refund` record: money returned against a payment. Records are matched across systems by (system, external id) only. References: `payment_id` → `payment`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e22",
         *       "payment_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e06",
         *       "amount_cents": 2900,
         *       "currency": "EUR",
         *       "status": "succeeded",
         *       "reason": "Item returned",
         *       "refunded_at": "2026-11-28T09:12:44.000000Z",
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalRefund: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/refund/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: uuid
             * @description The payment refunded. The `canonical_id` of a `payment` record. Null when not known.
             */
            payment_id?: string | null;
            /**
             * Format: int64
             * @description Amount refunded in minor currency units.
             */
            amount_cents?: number;
            /** @description Currency of amount_cents. ISO 4217 code. */
            currency?: string;
            /** @description Refund status. */
            status?: string;
            /** @description Reason as the source gave it. Null when not known. */
            reason?: string | null;
            /**
             * Format: date-time
             * @description When the refund succeeded. UTC, microsecond precision. Null when not known.
             */
            refunded_at?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `shipment` record: a parcel sent for an order. Records from different systems are the same record when their `tracking_number` matches (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). References: `order_id` → `order`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e23",
         *       "order_id": "3f6c2a1e-8b4d-4c7e-9a2f-1d5e6b7c8a90",
         *       "carrier": "DHL",
         *       "tracking_number": "JD014600006101234567",
         *       "status": "in_transit",
         *       "shipped_at": "2026-11-21T08:00:00.000000Z",
         *       "delivered_at": null,
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalShipment: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/shipment/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: uuid
             * @description The order shipped. The `canonical_id` of an `order` record. Null when not known.
             */
            order_id?: string | null;
            /** @description Carrier name as the source gave it. Null when not known. */
            carrier?: string | null;
            /** @description Carrier tracking number; the match key (case-insensitive, spaces ignored). Null when not known. */
            tracking_number?: string | null;
            /** @description Shipment status. */
            status?: string;
            /**
             * Format: date-time
             * @description When the carrier took the parcel. UTC, microsecond precision. Null when not known.
             */
            shipped_at?: string | null;
            /**
             * Format: date-time
             * @description When the parcel was delivered. UTC, microsecond precision. Null when not known.
             */
            delivered_at?: string | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /**
         * @description A canonical `inventory` record: stock of one product variant at one location. Records from different systems are the same record when their `sku` and `location` match (normalized, see docs/canonical-model.md), or when they carry the same (system, external id). References: `product_variant_id` → `product_variant`. Without `fields`, every property is present; with `fields`, only `canonical_id` and the fields asked for.
         * @example {
         *       "canonical_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e24",
         *       "product_variant_id": "0193a2f4-6b1c-7d2e-8f30-4a5b6c7d8e03",
         *       "sku": "TSHIRT-M-BLUE",
         *       "location": "Berlin warehouse",
         *       "quantity_on_hand": 140,
         *       "quantity_available": 126,
         *       "external_ids": {
         *         "shopify": "5829341",
         *         "netsuite": "88213"
         *       },
         *       "last_source_update_at": "2026-11-21T10:14:58.000000Z",
         *       "created_at": "2026-11-20T18:45:00.123456Z",
         *       "updated_at": "2026-11-21T10:15:30.123456Z"
         *     }
         */
        CanonicalInventory: {
            /**
             * Format: uuid
             * @description The record's identifier; read it alone at `GET /api/public/data/inventory/{canonical_id}`.
             */
            canonical_id: string;
            /**
             * Format: uuid
             * @description The variant counted. The `canonical_id` of a `product_variant` record. Null when not known.
             */
            product_variant_id?: string | null;
            /** @description SKU counted; with location, the match key (case-insensitive). */
            sku?: string;
            /** @description Warehouse or store name; with sku, the match key (case-insensitive). */
            location?: string;
            /**
             * Format: int64
             * @description Units physically present (may be negative when oversold).
             */
            quantity_on_hand?: number;
            /**
             * Format: int64
             * @description Units that can still be sold (on hand minus reserved). Null when not known.
             */
            quantity_available?: number | null;
            /** @description Map from source-system name to that system's identifier of this record (one per system). */
            external_ids?: {
                [key: string]: string;
            };
            /**
             * Format: date-time
             * @description The newest update time any source reported for this record as of its last change (UTC, microseconds).
             */
            last_source_update_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record was created (UTC, microseconds).
             */
            created_at?: string;
            /**
             * Format: date-time
             * @description When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.
             */
            updated_at?: string;
            /**
             * Format: date-time
             * @description Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).
             */
            deleted_at?: string | null;
            /**
             * Format: uuid
             * @description For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.
             */
            merged_into?: string | null;
        };
        /** @description A page of `customer` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalCustomerPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalCustomer"][];
        };
        /** @description A page of `contact` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalContactPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalContact"][];
        };
        /** @description A page of `account` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalAccountPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalAccount"][];
        };
        /** @description A page of `lead` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalLeadPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalLead"][];
        };
        /** @description A page of `opportunity` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalOpportunityPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalOpportunity"][];
        };
        /** @description A page of `product` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalProductPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalProduct"][];
        };
        /** @description A page of `product_variant` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalProductVariantPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalProductVariant"][];
        };
        /** @description A page of `order` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalOrderPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalOrder"][];
        };
        /** @description A page of `order_line_item` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalOrderLineItemPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalOrderLineItem"][];
        };
        /** @description A page of `invoice` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalInvoicePage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalInvoice"][];
        };
        /** @description A page of `payment` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalPaymentPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalPayment"][];
        };
        /** @description A page of `subscription` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalSubscriptionPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalSubscription"][];
        };
        /** @description A page of `refund` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalRefundPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalRefund"][];
        };
        /** @description A page of `shipment` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalShipmentPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalShipment"][];
        };
        /** @description A page of `inventory` records. Without `fields`, `fields` is null and every record is complete; with `fields`, it lists the fields each record carries. */
        CanonicalInventoryPage: {
            entity: components["schemas"]["EntityTypeOpen"];
            /**
             * Format: int32
             * @description Number of records in this page.
             */
            count: number;
            /** @description Opaque cursor for the next page; null at the end of the result set. */
            next_cursor: string | null;
            /** @description Null when no `fields` parameter was given (every record is complete); otherwise the fields each record carries: `canonical_id` followed by the requested names, without duplicates. */
            fields: string[] | null;
            data: components["schemas"]["CanonicalInventory"][];
        };
        /**
         * @example {
         *       "status": "ok"
         *     }
         */
        Health: {
            /** @example ok */
            status: string;
        };
        /**
         * @example {
         *       "status": "ready",
         *       "database": "ok",
         *       "migrations": "current"
         *     }
         */
        Readiness: {
            /** @example ready */
            status: string;
            /** @example ok */
            database: string;
            /** @example current */
            migrations: string;
        };
        /**
         * @description A user's role. `owner` and `admin` hold every scope and manage members; `member`
         *     holds every `:read` scope plus `flows:write` and `runs:write`; `viewer` every
         *     `:read` scope. Ranked owner > admin > member > viewer.
         * @example admin
         * @enum {string}
         */
        Role: "owner" | "admin" | "member" | "viewer";
        /**
         * @description A `Role` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`).
         * @example admin
         */
        RoleOpen: string;
        /**
         * @description A permission an API key can carry.
         * @example flows:read
         * @enum {string}
         */
        Scope: "flows:read" | "flows:write" | "runs:read" | "runs:write" | "connectors:read" | "connectors:write" | "webhooks:read" | "webhooks:write" | "data:read";
        /**
         * @description A `Scope` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`).
         * @example flows:read
         */
        ScopeOpen: string;
        ConsoleSession: {
            user: {
                /** @example usr_01JD3W2A3B4C5D6E7F8G9H0J1K */
                id: string;
                /** @example ada@example.com */
                email: string;
                role: components["schemas"]["RoleOpen"];
            };
            customer: {
                /** @example cus_01JD3W1A2B3C4D5E6F7G8H9J0K */
                id: string;
                /** @example Acme Ltd */
                name: string;
            };
            /** @description The scopes the user's current role grants (and that its sessions act with). */
            scopes: components["schemas"]["ScopeOpen"][];
            /**
             * Format: date-time
             * @description When the session ends at the latest (7 days after sign-in); 12 hours without a request end it sooner.
             * @example 2026-11-28T10:15:30.123456Z
             */
            expires_at: string;
        };
        SignInRequest: {
            /** @example ada@example.com */
            email: string;
            /** @example correct horse battery staple */
            password: string;
        };
        SignInLinkRequest: {
            /**
             * @description The part of a sign-in link after `#`.
             * @example 8fK2mQ0vX9yL3nR7tB1cH5jD6wE4sA2gZ0pU9iO8kNc
             */
            token: string;
        };
        PasswordChange: {
            /** @description Required when the user already has a password. */
            current_password?: string;
            /** @example correct horse battery staple */
            new_password: string;
        };
        SignInLink: {
            /**
             * @description `<SLUICE_PUBLIC_URL>/login/link#<token>`; works once.
             * @example http://127.0.0.1:8080/login/link#8fK2mQ0vX9yL3nR7tB1cH5jD6wE4sA2gZ0pU9iO8kNc
             */
            url: string;
            /**
             * Format: date-time
             * @description 15 minutes after the link was made.
             * @example 2026-11-21T10:30:30.123456Z
             */
            expires_at: string;
        };
        Member: {
            /** @example usr_01JD3W2A3B4C5D6E7F8G9H0J1K */
            id: string;
            /** @example grace@example.com */
            email: string;
            role: components["schemas"]["RoleOpen"];
            /**
             * @description Whether the member can sign in with a password (otherwise only with a link).
             * @example true
             */
            has_password: boolean;
            /**
             * Format: date-time
             * @example 2026-11-21T10:15:30.123456Z
             */
            last_sign_in_at: string | null;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000000Z
             */
            created_at: string;
        };
        MemberList: {
            data: components["schemas"]["Member"][];
            meta: components["schemas"]["ListMeta"];
        };
        MemberInvite: {
            /** @example grace@example.com */
            email: string;
            role: components["schemas"]["Role"];
        };
        MemberUpdate: {
            role: components["schemas"]["Role"];
        };
        MemberInvitation: {
            member: components["schemas"]["Member"];
            sign_in_link: components["schemas"]["SignInLink"];
        };
        ApiKey: {
            /** @example key_01JD3W5M6N7P8Q9R0S1T2V3W4X */
            id: string;
            /** @example Nightly export */
            name: string | null;
            /**
             * @description The first characters of the key (`svc_` and four more), to tell keys apart.
             * @example svc_Xy3k
             */
            prefix: string;
            scopes: components["schemas"]["ScopeOpen"][];
            /**
             * @description The user the key belongs to; its permission is narrowed by their current role.
             * @example usr_01JD3W2A3B4C5D6E7F8G9H0J1K
             */
            user_id: string;
            /** @example ada@example.com */
            user_email: string;
            /**
             * Format: date-time
             * @example 2026-11-01T08:00:00.000000Z
             */
            created_at: string;
            /**
             * Format: date-time
             * @example 2027-01-30T08:00:00.000000Z
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description The last request made with the key, to the minute.
             * @example 2026-11-21T10:15:00.000000Z
             */
            last_used_at: string | null;
            /**
             * Format: date-time
             * @example null
             */
            revoked_at: string | null;
        };
        ApiKeyWithSecret: components["schemas"]["ApiKey"] & {
            /**
             * @description The secret key. **Shown only in the answer that created it.**
             * @example svc_Xy3kP0aZ9qL2mN8vB4cR7tW1eY6uI5oS3dF0gH2jK4l
             */
            key: string;
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
            meta: components["schemas"]["ListMeta"];
        };
        ApiKeyCreate: {
            /** @example Nightly export */
            name?: string;
            scopes: components["schemas"]["Scope"][];
            /**
             * Format: int32
             * @description Days until the key expires; absent for a key that does not expire.
             * @example 90
             * @enum {integer}
             */
            expires_in_days?: 30 | 90 | 365;
        };
        /**
         * @description No fields are accepted; send no body, `{}` or `null` (all three mean the same).
         * @example {}
         */
        EmptyBody: Record<string, unknown> | null;
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
        /**
         * @description Missing or invalid credentials (`unauthorized`): no API key, or one that is unknown,
         *     expired or revoked; for console operations, no session or one that has ended.
         */
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
        /**
         * @description The request is not allowed (`forbidden`): the key's effective permission, or the signed-in
         *     user's role, lacks the scope or role this operation needs; or a console request that
         *     changes something did not come from Sluice's own origin.
         */
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
         *     `run_not_found`, `connector_not_found`, `webhook_not_found`, `delivery_not_found`,
         *     `entity_not_found`, `record_not_found`, or `not_found` (no such route). The message
         *     names the missing id.
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
         *     queued or running run (`run_in_progress`), a request with the same
         *     `Idempotency-Key` is still executing (`idempotency_in_progress`, with `Retry-After`),
         *     or the customer already holds the most of what the request would create that the
         *     operator allows (`limit_reached`; the message names the bound).
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
        /**
         * @description Rate limit of this request's class exceeded (`rate_limited`), or, for a write, the
         *     customer's write limit across all its keys and sessions; honour `Retry-After`.
         */
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
        /**
         * @description The database is unreachable (`service_unavailable`); nothing was done. Transient:
         *     retry after `Retry-After` seconds. Rate-limit headers are absent when the limit could
         *     not be counted.
         */
        ServiceUnavailable: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "code": "service_unavailable",
                 *         "message": "The database is unreachable; retry after 5 seconds",
                 *         "request_id": "req_01JD4D5F6G7H8J9K0M1N2P3Q4R"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The receiver stored the delivery (any 2xx counts). Answer within 10 seconds, before
         *     doing the work.
         */
        DeliveryAccepted: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
        };
        /**
         * @description Any other answer (4xx, 5xx, 3xx: redirects are not followed) or none within 10 seconds
         *     fails the attempt; it is retried 30 s, 2 min, 10 min, 1 h, 6 h and 24 h after the first.
         *     `410 Gone` disables the endpoint (`endpoint.disabled`), as does failing for
         *     `SLUICE_WEBHOOK_DISABLE_AFTER`.
         */
        DeliveryRefused: {
            headers: {
                [name: string]: unknown;
            };
            content?: never;
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
        /**
         * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
         *     in every source that held them, or merged into another record, see `merged_into`),
         *     in the same `updated_at` order, so an incremental mirror removes them. Default
         *     `false`: live records only.
         */
        IncludeDeleted: boolean;
        /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
        FlowId: string;
        /** @description The member's user id (`usr_…`). An unknown id is `404 not_found`. */
        MemberId: string;
        /** @description The API key's id (`key_…`). An unknown id is `404 not_found`. */
        ApiKeyId: string;
        /** @description The run id (`run_…`). An unknown id is `404 run_not_found`. */
        RunId: string;
        /** @description The connector id (`con_…`). An unknown id is `404 connector_not_found`. */
        ConnectorId: string;
        /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
        WebhookId: string;
        /** @description The delivery id (`del_…`), as sent in `X-Service-Delivery`. An unknown id is `404 delivery_not_found`. */
        WebhookDeliveryId: string;
        /** @description Only deliveries in this status. */
        DeliveryStatusFilter: components["schemas"]["WebhookDeliveryStatus"];
        /** @description Only deliveries of this event. */
        DeliveryEventFilter: components["schemas"]["WebhookDeliveryEvent"];
        /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
        CanonicalId: string;
        /**
         * @description Comma-separated list of canonical field names to return for each record (no
         *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
         *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
         *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
         *     An unknown or empty field name is `422 validation_error` whose message names it.
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
        /** @description The event name; equals the body's `event`. */
        DeliveryEventHeader: string;
        /** @description The delivery id (`del_…`), the same on every retry and replay of the delivery. Deduplicate on it. */
        DeliveryIdHeader: string;
        /**
         * @description `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the whole
         *     `whsec_…` secret; two `v1=` entries while a rotated secret still signs. Reject a `t`
         *     more than 300 seconds from your clock.
         */
        DeliverySignatureHeader: string;
        /** @description Standard Webhooks id header (https://www.standardwebhooks.com); equals `X-Service-Delivery`. */
        StandardWebhookIdHeader: string;
        /** @description Standard Webhooks timestamp header, Unix seconds; the `t` of `X-Service-Signature`. */
        StandardWebhookTimestampHeader: string;
        /**
         * @description Standard Webhooks signature header: `v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>">`,
         *     keyed with the bytes the base64 after `whsec_` encodes; one space-separated entry per
         *     signing secret. Any Standard Webhooks library verifies it with the endpoint's secret.
         */
        StandardWebhookSignatureHeader: string;
    };
    requestBodies: {
        /** @description No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it. */
        Empty: {
            content: {
                /** @example {} */
                "application/json": components["schemas"]["EmptyBody"];
            };
        };
    };
    headers: {
        /**
         * @description Sets (on sign-in) or clears (on sign-out) the console session cookie
         *     `sluice_session`: `HttpOnly; SameSite=Strict; Path=/`, plus `Secure` when
         *     `SLUICE_PUBLIC_URL` is https. The cookie carries a random token; the server keeps
         *     only its hash.
         */
        "Set-Session-Cookie": string;
        /**
         * @description Requests allowed per minute in this request's rate-limit class: read (GET) 600,
         *     write (POST, PATCH, DELETE) 120, trigger (`POST /v1/flows/{id}/trigger`) 60.
         *     Counted in a sliding window per API key, or per client address without a valid key.
         *     On a write, the customer's limit across all its keys and sessions (360) when it has
         *     less room left than the key's.
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
                     *       "schedule_timezone": "UTC",
                     *       "last_run_at": "2026-11-21T10:15:30.123456Z",
                     *       "last_run_status": "succeeded",
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    resyncFlow: {
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
        /** @description Optional; no body (or `{}`/`null`) re-reads every entity type of the flow. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "entities": [
                 *         "customer"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["FlowResync"];
            };
        };
        responses: {
            /** @description The resync run was created and queued. */
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listFlowRejections: {
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
            };
            header?: never;
            path: {
                /** @description The flow id (`flw_…`). An unknown id is `404 flow_not_found`. */
                id: components["parameters"]["FlowId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the flow's open rejections. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordRejectionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    reprocessFlowRejections: {
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOverview: {
        parameters: {
            query?: {
                /** @description The span covered, `24h` (default) or `7d`. */
                range?: "24h" | "7d";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer's activity, bucket by bucket. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Overview"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelRun: {
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
            /** @description The run, `cancelled` or (if a worker holds it) still `running` until its next batch boundary. */
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
                    "application/json": components["schemas"]["Run"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRunRejections: {
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
            };
            header?: never;
            path: {
                /** @description The run id (`run_…`). An unknown id is `404 run_not_found`. */
                id: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the run's open rejections. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecordRejectionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listConnectorTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The installed connector types. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConnectorTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createConnector: {
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
                "application/json": components["schemas"]["ConnectorCreate"];
            };
        };
        responses: {
            /** @description The created connector (`pending`). */
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
                    "application/json": components["schemas"]["Connector"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteConnector: {
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
            /** @description The connector was deleted. */
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateConnector: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The connector id (`con_…`). An unknown id is `404 connector_not_found`. */
                id: components["parameters"]["ConnectorId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConnectorUpdate"];
            };
        };
        responses: {
            /** @description The updated connector. */
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
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhooks: {
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
            /** @description A page of webhook endpoints. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createWebhook: {
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
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description The created endpoint, with its signing secret (shown once). */
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
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint was deleted. */
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
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description The updated endpoint. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
                    "application/json": components["schemas"]["WebhookSendResult"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    rotateWebhookSecret: {
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
            /** @description The endpoint with its new signing secret (shown once). */
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
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries in this status. */
                status?: components["parameters"]["DeliveryStatusFilter"];
                /** @description Only deliveries of this event. */
                event?: components["parameters"]["DeliveryEventFilter"];
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
            path: {
                /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
                id: components["parameters"]["WebhookId"];
                /** @description The delivery id (`del_…`), as sent in `X-Service-Delivery`. An unknown id is `404 delivery_not_found`. */
                delivery_id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery and its attempts. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    replayWebhookDelivery: {
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
                /** @description The delivery id (`del_…`), as sent in `X-Service-Delivery`. An unknown id is `404 delivery_not_found`. */
                delivery_id: components["parameters"]["WebhookDeliveryId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The outcome of the replay. */
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
                    "application/json": components["schemas"]["WebhookSendResult"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getWebhookStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. */
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint's statistics. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    recoverWebhook: {
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
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookRecoverRequest"];
            };
        };
        responses: {
            /** @description The failed deliveries were queued again. */
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
                    "application/json": components["schemas"]["WebhookRecoverResult"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listEventTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event types. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventTypeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listCustomers: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `customer` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalCustomerPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `customer` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalCustomer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listContacts: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `contact` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalContactPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `contact` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalContact"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listAccounts: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `account` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalAccountPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `account` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalAccount"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listLeads: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `lead` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalLeadPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `lead` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalLead"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOpportunities: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `opportunity` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalOpportunityPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOpportunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `opportunity` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalOpportunity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProducts: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `product` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalProductPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `product` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalProduct"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listProductVariants: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `product_variant` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalProductVariantPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProductVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `product_variant` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalProductVariant"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrders: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `order` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalOrderPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `order` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listOrderLineItems: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `order_line_item` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalOrderLineItemPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getOrderLineItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `order_line_item` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalOrderLineItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInvoices: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `invoice` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalInvoicePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `invoice` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalInvoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listPayments: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `payment` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalPaymentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `payment` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listSubscriptions: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `subscription` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalSubscriptionPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `subscription` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listRefunds: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `refund` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalRefundPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `refund` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalRefund"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listShipments: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `shipment` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalShipmentPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getShipment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `shipment` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalShipment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listInventory: {
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
                 * @description With `true`, the page also holds tombstones (records with `deleted_at` set: deleted
                 *     in every source that held them, or merged into another record, see `merged_into`),
                 *     in the same `updated_at` order, so an incremental mirror removes them. Default
                 *     `false`: live records only.
                 */
                include_deleted?: components["parameters"]["IncludeDeleted"];
                /**
                 * @description Comma-separated list of canonical field names to return for each record (no
                 *     spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's
                 *     schema, common fields (`external_ids`, `last_source_update_at`, `created_at`,
                 *     `updated_at`) included. `canonical_id` is always included; duplicates are ignored.
                 *     An unknown or empty field name is `422 validation_error` whose message names it.
                 *     Without `fields`, every field is returned.
                 */
                fields?: components["parameters"]["Fields"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of `inventory` records. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalInventoryPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getInventory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. */
                id: components["parameters"]["CanonicalId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `inventory` record. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CanonicalInventory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current session. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Set-Cookie": components["headers"]["Set-Session-Cookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out; the cookie is cleared. */
            204: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Set-Cookie": components["headers"]["Set-Session-Cookie"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    signInWithLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInLinkRequest"];
            };
        };
        responses: {
            /** @description Signed in; the session cookie is set. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Set-Cookie": components["headers"]["Set-Session-Cookie"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description The password is set. */
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
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listMembers: {
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
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    inviteMember: {
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
                "application/json": components["schemas"]["MemberInvite"];
            };
        };
        responses: {
            /** @description The new member and their sign-in link (valid 15 minutes, once). */
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
                    "application/json": components["schemas"]["MemberInvitation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id (`usr_…`). An unknown id is `404 not_found`. */
                id: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member is removed. */
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id (`usr_…`). An unknown id is `404 not_found`. */
                id: components["parameters"]["MemberId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberUpdate"];
            };
        };
        responses: {
            /** @description The updated member. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Member"];
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
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listApiKeys: {
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
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of API keys. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createApiKey: {
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
                "application/json": components["schemas"]["ApiKeyCreate"];
            };
        };
        responses: {
            /** @description The created key, with its secret (shown once). */
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
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    revokeApiKey: {
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
                /** @description The API key's id (`key_…`). An unknown id is `404 not_found`. */
                id: components["parameters"]["ApiKeyId"];
            };
            cookie?: never;
        };
        requestBody?: components["requestBodies"]["Empty"];
        responses: {
            /** @description The revoked key. */
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
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["ServiceUnavailable"];
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
            /** @description An unknown query parameter (`validation_error`); the probe takes none. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
            /** @description An unknown query parameter (`validation_error`); the probe takes none. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
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
