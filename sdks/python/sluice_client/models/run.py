# coding: utf-8

"""
    Sluice API

    Sluice moves data between connected external systems through **flows**. A flow has a source connector, a destination connector, the entity types it moves and a schedule; each execution of a flow is a **run**. Connectors are connected systems with a credentialed link. Normalized, deduplicated **canonical records** of 15 business entity types are readable through the public data API, and signed **webhook** events can be pushed to customer HTTPS endpoints instead of polling.  Two base paths are served from one host: `/v1` (flows, runs, connectors, webhooks) and `/api/public/data` (canonical data). All bodies are JSON. Clients must ignore unknown fields in responses.  ## Authentication  Every request (except `/healthz` and `/readyz`) carries `Authorization: Bearer <API_KEY>`. Keys begin with `svc_`, are created in the settings UI, are shown once, are scoped to one customer (tenant) and carry explicit scopes. The effective permission of a request is the key's scopes intersected with the current role of the user who created the key, evaluated per request. Each operation names the one scope it needs in `x-required-scope`. A missing or invalid key is `401 unauthorized`; a valid key without the required permission is `403 forbidden`. Data is always limited to the key's customer: another customer's resources are reported as not found (`404`).  The console (the settings UI at `/`) signs users in with a password or a one-time link and then calls the same operations with a session cookie (`sluice_session`) instead of a key; a session acts with every scope of its user's current role. A request with a session cookie that changes anything must come from Sluice's own origin (its `Origin` header is checked; a missing or foreign one is `403 forbidden`). Operations under `/console/v1` (sign-in, members, API keys) accept only a session. When a request carries both, the API key is used.  ## Errors  Every error has the body `{\"error\": {\"code\", \"message\", \"request_id\"}}`. `request_id` equals the `X-Request-Id` response header; log it for support tracing. `code` is a machine-readable string; new codes may be added at any time, so treat unknown codes by their HTTP status. Statuses used:  | HTTP | codes | |---|---| | 400 | `invalid_request` (malformed JSON, JSON nested deeper than 64 levels, a body that is not valid UTF-8, a body over 1 MiB, a missing required field or parameter, an invalid `Idempotency-Key`), `invalid_cursor` | | 401 | `unauthorized` | | 403 | `forbidden` | | 404 | `not_found`, `flow_not_found`, `run_not_found`, `connector_not_found`, `webhook_not_found`, `delivery_not_found`, `entity_not_found`, `record_not_found` | | 405 | `method_not_allowed` (the path exists but not with this method; the `Allow` header lists the methods it has) | | 408 | `request_timeout` (the request's headers took over 10 s, or its body over 30 s, to arrive) | | 409 | `conflict`, `run_in_progress`, `idempotency_in_progress`, `limit_reached` (the customer already holds the most connectors, flows, webhook endpoints, live API keys or members the operator allows; `message` names the limit: delete, revoke or remove one first) | | 422 | `validation_error` (any other input that fails validation: wrong type, out of range, bad format, a NUL character, a date outside the years 0001–9999, unknown body field or query parameter; `message` names the parameter or field), `idempotency_key_mismatch` | | 429 | `rate_limited` (a key's, a user's or an address's limit, or the customer's write limit across all its keys and sessions), `concurrency_limited` (too many calls that wait on an external system, such as verify, webhook test and replay, in flight for this customer at once; honour `Retry-After`) | | 417 | `expectation_failed` (an `Expect` header other than `100-continue`) | | 431 | `headers_too_large` (request headers over 16 KiB) | | 500 | `internal_error` (transient; safe to retry with backoff) | | 503 | `service_unavailable` (the database is unreachable; honour `Retry-After`) |  Every error, including those answered before routing (405, 408, 417, 431, and 400 for a request Node cannot parse), has this envelope. An error body stays under 16 KiB: a `validation_error` lists at most the first 20 problems and says how many more there were. `HEAD` is answered for every `GET` path, and `OPTIONS` on a known path answers `204` with `Allow`.  ## Pagination and incremental sync  Lists take `limit` (default 50, maximum 500) and `cursor` (the opaque `next_cursor` of the previous page; `null` means the result set has ended). Cursors are signed and bound to the customer and to the query's filters: a modified or foreign cursor, or one reused with different filters, is `400 invalid_cursor`. `/v1` lists without `updated_since` are newest first (`created_at desc, id desc`); with `updated_since` they return records with `updated_at >= updated_since` ordered `updated_at asc, id asc`. Canonical data is always ordered `updated_at asc, canonical_id asc` and `updated_since` is inclusive: keep the highest `updated_at` seen and pass it on the next sync (the boundary record may be seen again; it is never missed).  ## Rate limits  Sliding one-minute window per API key (per client address for requests without a valid key), in three classes: **read** (GET) 600 requests/min; **write** (POST, PATCH, DELETE) 120 requests/min; **trigger** (`POST /v1/flows/{id}/trigger`) 60 requests/min, counted only against the trigger class. On top of each key's limits, the writes (write and trigger classes) of one customer, across all its keys and console sessions, share one limit per window: by default three keys' worth, 360 requests/min (the operator's `SLUICE_RATE_LIMIT_CUSTOMER_WRITE`). Every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds at which the next slot frees) for the request's class; on a write they describe whichever of the key's and the customer's limits has less room left. Exceeding a limit is `429 rate_limited` with `Retry-After` in seconds. `/healthz` and `/readyz` are outside rate limits.  ## Bounds on one customer  A customer holds at most 100 connectors, 200 flows, 20 webhook endpoints, 50 live API keys (neither revoked nor expired) and 100 members, unless the operator set other bounds (`SLUICE_MAX_CONNECTORS_PER_CUSTOMER`, `SLUICE_MAX_FLOWS_PER_CUSTOMER`, `SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER`, `SLUICE_MAX_API_KEYS_PER_CUSTOMER`, `SLUICE_MAX_MEMBERS_PER_CUSTOMER`). Creating one more is `409 limit_reached`, whose `message` says how many the customer has and which bound applies; concurrent creates cannot together pass a bound. A run fails (`stage: extract`) once it has read more than the operator's `SLUICE_RUN_MAX_RECORDS` records and deletions (`run_record_limit`) or `SLUICE_RUN_MAX_BYTES` bytes of records (`run_byte_limit`) from its source; what it read before the limit is stored and written, and the next run reads on from there.  ## Idempotency  Every POST accepts an optional `Idempotency-Key` header. A replay of the same key by the same customer within 24 hours returns the original status, body and headers without executing the operation again, with `Idempotent-Replayed: true`. See the `Idempotency-Key` parameter for the details.  ## Versioning  The stable version is `v1`, carried in the URL path. Breaking changes ship under a new major version with at least 6 months of overlap. Additive changes (new fields, new endpoints, new error codes, new enum values in responses) may appear in `v1` at any time.   # noqa: E501

    The version of the OpenAPI document: 1.0.0
    Generated by: https://openapi-generator.tech
"""


import pprint
import re  # noqa: F401

import six

from sluice_client.configuration import Configuration


class Run(object):
    """NOTE: This class is auto generated by OpenAPI Generator.
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    """
    Attributes:
      openapi_types (dict): The key is attribute name
                            and the value is attribute type.
      attribute_map (dict): The key is attribute name
                            and the value is json key in definition.
    """
    openapi_types = {
        'id': 'str',
        'flow_id': 'str',
        'status': 'str',
        'trigger': 'str',
        'retry_of': 'str',
        'stage': 'str',
        'records_processed': 'int',
        'records_succeeded': 'int',
        'records_failed': 'int',
        'records_deleted': 'int',
        'entities': 'list[RunEntityCounts]',
        'connectors': 'RunConnectors',
        'resync_entities': 'list[str]',
        'duration_ms': 'int',
        'errors': 'list[RunError]',
        'started_at': 'datetime',
        'finished_at': 'datetime',
        'created_at': 'datetime',
        'updated_at': 'datetime'
    }

    attribute_map = {
        'id': 'id',
        'flow_id': 'flow_id',
        'status': 'status',
        'trigger': 'trigger',
        'retry_of': 'retry_of',
        'stage': 'stage',
        'records_processed': 'records_processed',
        'records_succeeded': 'records_succeeded',
        'records_failed': 'records_failed',
        'records_deleted': 'records_deleted',
        'entities': 'entities',
        'connectors': 'connectors',
        'resync_entities': 'resync_entities',
        'duration_ms': 'duration_ms',
        'errors': 'errors',
        'started_at': 'started_at',
        'finished_at': 'finished_at',
        'created_at': 'created_at',
        'updated_at': 'updated_at'
    }

    def __init__(self, id=None, flow_id=None, status=None, trigger=None, retry_of=None, stage=None, records_processed=None, records_succeeded=None, records_failed=None, records_deleted=None, entities=None, connectors=None, resync_entities=None, duration_ms=None, errors=None, started_at=None, finished_at=None, created_at=None, updated_at=None, local_vars_configuration=None):  # noqa: E501
        """Run - a model defined in OpenAPI"""  # noqa: E501
        if local_vars_configuration is None:
            local_vars_configuration = Configuration()
        self.local_vars_configuration = local_vars_configuration

        self._id = None
        self._flow_id = None
        self._status = None
        self._trigger = None
        self._retry_of = None
        self._stage = None
        self._records_processed = None
        self._records_succeeded = None
        self._records_failed = None
        self._records_deleted = None
        self._entities = None
        self._connectors = None
        self._resync_entities = None
        self._duration_ms = None
        self._errors = None
        self._started_at = None
        self._finished_at = None
        self._created_at = None
        self._updated_at = None
        self.discriminator = None

        self.id = id
        self.flow_id = flow_id
        self.status = status
        self.trigger = trigger
        self.retry_of = retry_of
        self.stage = stage
        self.records_processed = records_processed
        self.records_succeeded = records_succeeded
        self.records_failed = records_failed
        self.records_deleted = records_deleted
        self.entities = entities
        self.connectors = connectors
        self.resync_entities = resync_entities
        self.duration_ms = duration_ms
        self.errors = errors
        self.started_at = started_at
        self.finished_at = finished_at
        self.created_at = created_at
        self.updated_at = updated_at

    @property
    def id(self):
        """Gets the id of this Run.  # noqa: E501

        Opaque run id (`run_` prefix).  # noqa: E501

        :return: The id of this Run.  # noqa: E501
        :rtype: str
        """
        return self._id

    @id.setter
    def id(self, id):
        """Sets the id of this Run.

        Opaque run id (`run_` prefix).  # noqa: E501

        :param id: The id of this Run.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and id is None:  # noqa: E501
            raise ValueError("Invalid value for `id`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                id is not None and len(id) > 64):
            raise ValueError("Invalid value for `id`, length must be less than or equal to `64`")  # noqa: E501

        self._id = id

    @property
    def flow_id(self):
        """Gets the flow_id of this Run.  # noqa: E501


        :return: The flow_id of this Run.  # noqa: E501
        :rtype: str
        """
        return self._flow_id

    @flow_id.setter
    def flow_id(self, flow_id):
        """Sets the flow_id of this Run.


        :param flow_id: The flow_id of this Run.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and flow_id is None:  # noqa: E501
            raise ValueError("Invalid value for `flow_id`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                flow_id is not None and len(flow_id) > 64):
            raise ValueError("Invalid value for `flow_id`, length must be less than or equal to `64`")  # noqa: E501

        self._flow_id = flow_id

    @property
    def status(self):
        """Gets the status of this Run.  # noqa: E501

        A `RunStatus` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`). `partial`: the run completed and some of the records it processed failed. `failed`: the run stopped before completing, or the canonical layer rejected every record it processed (`all_records_rejected`, at stage `transform`).   # noqa: E501

        :return: The status of this Run.  # noqa: E501
        :rtype: str
        """
        return self._status

    @status.setter
    def status(self, status):
        """Sets the status of this Run.

        A `RunStatus` value as responses report it. Open: values may be added at any time, so a client keeps an unknown one as text (the known ones are in `x-extensible-enum`). `partial`: the run completed and some of the records it processed failed. `failed`: the run stopped before completing, or the canonical layer rejected every record it processed (`all_records_rejected`, at stage `transform`).   # noqa: E501

        :param status: The status of this Run.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and status is None:  # noqa: E501
            raise ValueError("Invalid value for `status`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                status is not None and len(status) > 64):
            raise ValueError("Invalid value for `status`, length must be less than or equal to `64`")  # noqa: E501

        self._status = status

    @property
    def trigger(self):
        """Gets the trigger of this Run.  # noqa: E501

        What created the run.  # noqa: E501

        :return: The trigger of this Run.  # noqa: E501
        :rtype: str
        """
        return self._trigger

    @trigger.setter
    def trigger(self, trigger):
        """Sets the trigger of this Run.

        What created the run.  # noqa: E501

        :param trigger: The trigger of this Run.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and trigger is None:  # noqa: E501
            raise ValueError("Invalid value for `trigger`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                trigger is not None and len(trigger) > 64):
            raise ValueError("Invalid value for `trigger`, length must be less than or equal to `64`")  # noqa: E501

        self._trigger = trigger

    @property
    def retry_of(self):
        """Gets the retry_of of this Run.  # noqa: E501

        For `trigger: retry`, the id of the failed run this run retries; otherwise null.  # noqa: E501

        :return: The retry_of of this Run.  # noqa: E501
        :rtype: str
        """
        return self._retry_of

    @retry_of.setter
    def retry_of(self, retry_of):
        """Sets the retry_of of this Run.

        For `trigger: retry`, the id of the failed run this run retries; otherwise null.  # noqa: E501

        :param retry_of: The retry_of of this Run.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                retry_of is not None and len(retry_of) > 64):
            raise ValueError("Invalid value for `retry_of`, length must be less than or equal to `64`")  # noqa: E501

        self._retry_of = retry_of

    @property
    def stage(self):
        """Gets the stage of this Run.  # noqa: E501

        For a `failed` run, the stage where it stopped (a `RunStage` value); otherwise null.  # noqa: E501

        :return: The stage of this Run.  # noqa: E501
        :rtype: str
        """
        return self._stage

    @stage.setter
    def stage(self, stage):
        """Sets the stage of this Run.

        For a `failed` run, the stage where it stopped (a `RunStage` value); otherwise null.  # noqa: E501

        :param stage: The stage of this Run.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                stage is not None and len(stage) > 64):
            raise ValueError("Invalid value for `stage`, length must be less than or equal to `64`")  # noqa: E501

        self._stage = stage

    @property
    def records_processed(self):
        """Gets the records_processed of this Run.  # noqa: E501

        Records read from the source and processed so far.  # noqa: E501

        :return: The records_processed of this Run.  # noqa: E501
        :rtype: int
        """
        return self._records_processed

    @records_processed.setter
    def records_processed(self, records_processed):
        """Sets the records_processed of this Run.

        Records read from the source and processed so far.  # noqa: E501

        :param records_processed: The records_processed of this Run.  # noqa: E501
        :type: int
        """
        if self.local_vars_configuration.client_side_validation and records_processed is None:  # noqa: E501
            raise ValueError("Invalid value for `records_processed`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_processed is not None and records_processed > 9007199254740991):  # noqa: E501
            raise ValueError("Invalid value for `records_processed`, must be a value less than or equal to `9007199254740991`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_processed is not None and records_processed < 0):  # noqa: E501
            raise ValueError("Invalid value for `records_processed`, must be a value greater than or equal to `0`")  # noqa: E501

        self._records_processed = records_processed

    @property
    def records_succeeded(self):
        """Gets the records_succeeded of this Run.  # noqa: E501


        :return: The records_succeeded of this Run.  # noqa: E501
        :rtype: int
        """
        return self._records_succeeded

    @records_succeeded.setter
    def records_succeeded(self, records_succeeded):
        """Sets the records_succeeded of this Run.


        :param records_succeeded: The records_succeeded of this Run.  # noqa: E501
        :type: int
        """
        if self.local_vars_configuration.client_side_validation and records_succeeded is None:  # noqa: E501
            raise ValueError("Invalid value for `records_succeeded`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_succeeded is not None and records_succeeded > 9007199254740991):  # noqa: E501
            raise ValueError("Invalid value for `records_succeeded`, must be a value less than or equal to `9007199254740991`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_succeeded is not None and records_succeeded < 0):  # noqa: E501
            raise ValueError("Invalid value for `records_succeeded`, must be a value greater than or equal to `0`")  # noqa: E501

        self._records_succeeded = records_succeeded

    @property
    def records_failed(self):
        """Gets the records_failed of this Run.  # noqa: E501


        :return: The records_failed of this Run.  # noqa: E501
        :rtype: int
        """
        return self._records_failed

    @records_failed.setter
    def records_failed(self, records_failed):
        """Sets the records_failed of this Run.


        :param records_failed: The records_failed of this Run.  # noqa: E501
        :type: int
        """
        if self.local_vars_configuration.client_side_validation and records_failed is None:  # noqa: E501
            raise ValueError("Invalid value for `records_failed`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_failed is not None and records_failed > 9007199254740991):  # noqa: E501
            raise ValueError("Invalid value for `records_failed`, must be a value less than or equal to `9007199254740991`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_failed is not None and records_failed < 0):  # noqa: E501
            raise ValueError("Invalid value for `records_failed`, must be a value greater than or equal to `0`")  # noqa: E501

        self._records_failed = records_failed

    @property
    def records_deleted(self):
        """Gets the records_deleted of this Run.  # noqa: E501

        Deletions applied to the canonical layer: deleted records the source reported, and, for `trigger: resync`, stored records the source no longer has. Each one removed that source's external id from a canonical record (which became a tombstone when no source held it any more).   # noqa: E501

        :return: The records_deleted of this Run.  # noqa: E501
        :rtype: int
        """
        return self._records_deleted

    @records_deleted.setter
    def records_deleted(self, records_deleted):
        """Sets the records_deleted of this Run.

        Deletions applied to the canonical layer: deleted records the source reported, and, for `trigger: resync`, stored records the source no longer has. Each one removed that source's external id from a canonical record (which became a tombstone when no source held it any more).   # noqa: E501

        :param records_deleted: The records_deleted of this Run.  # noqa: E501
        :type: int
        """
        if self.local_vars_configuration.client_side_validation and records_deleted is None:  # noqa: E501
            raise ValueError("Invalid value for `records_deleted`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_deleted is not None and records_deleted > 9007199254740991):  # noqa: E501
            raise ValueError("Invalid value for `records_deleted`, must be a value less than or equal to `9007199254740991`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                records_deleted is not None and records_deleted < 0):  # noqa: E501
            raise ValueError("Invalid value for `records_deleted`, must be a value greater than or equal to `0`")  # noqa: E501

        self._records_deleted = records_deleted

    @property
    def entities(self):
        """Gets the entities of this Run.  # noqa: E501

        The run's counts per entity type: one item per entity of the flow (of the resync, for `trigger: resync`) the run has started moving, in the order it moves them (referenced entities first, whatever order the flow lists them in: customers before orders, orders before line items). An entity moved without anything new is listed with zeros. Each count is that entity's share of the run-level count of the same name, which they add up to, and they are saved when those are: with each checkpoint while the run goes, and when it ends. Empty until the run saves its first counts (a queued run, one that stopped before moving anything), and for runs recorded before Sluice counted per entity.   # noqa: E501

        :return: The entities of this Run.  # noqa: E501
        :rtype: list[RunEntityCounts]
        """
        return self._entities

    @entities.setter
    def entities(self, entities):
        """Sets the entities of this Run.

        The run's counts per entity type: one item per entity of the flow (of the resync, for `trigger: resync`) the run has started moving, in the order it moves them (referenced entities first, whatever order the flow lists them in: customers before orders, orders before line items). An entity moved without anything new is listed with zeros. Each count is that entity's share of the run-level count of the same name, which they add up to, and they are saved when those are: with each checkpoint while the run goes, and when it ends. Empty until the run saves its first counts (a queued run, one that stopped before moving anything), and for runs recorded before Sluice counted per entity.   # noqa: E501

        :param entities: The entities of this Run.  # noqa: E501
        :type: list[RunEntityCounts]
        """
        if self.local_vars_configuration.client_side_validation and entities is None:  # noqa: E501
            raise ValueError("Invalid value for `entities`, must not be `None`")  # noqa: E501

        self._entities = entities

    @property
    def connectors(self):
        """Gets the connectors of this Run.  # noqa: E501


        :return: The connectors of this Run.  # noqa: E501
        :rtype: RunConnectors
        """
        return self._connectors

    @connectors.setter
    def connectors(self, connectors):
        """Sets the connectors of this Run.


        :param connectors: The connectors of this Run.  # noqa: E501
        :type: RunConnectors
        """
        if self.local_vars_configuration.client_side_validation and connectors is None:  # noqa: E501
            raise ValueError("Invalid value for `connectors`, must not be `None`")  # noqa: E501

        self._connectors = connectors

    @property
    def resync_entities(self):
        """Gets the resync_entities of this Run.  # noqa: E501

        For `trigger: resync`, the entity types it re-reads from the beginning; otherwise null.  # noqa: E501

        :return: The resync_entities of this Run.  # noqa: E501
        :rtype: list[str]
        """
        return self._resync_entities

    @resync_entities.setter
    def resync_entities(self, resync_entities):
        """Sets the resync_entities of this Run.

        For `trigger: resync`, the entity types it re-reads from the beginning; otherwise null.  # noqa: E501

        :param resync_entities: The resync_entities of this Run.  # noqa: E501
        :type: list[str]
        """

        self._resync_entities = resync_entities

    @property
    def duration_ms(self):
        """Gets the duration_ms of this Run.  # noqa: E501

        Wall-clock duration from `started_at` to `finished_at`; null until the run finishes.  # noqa: E501

        :return: The duration_ms of this Run.  # noqa: E501
        :rtype: int
        """
        return self._duration_ms

    @duration_ms.setter
    def duration_ms(self, duration_ms):
        """Sets the duration_ms of this Run.

        Wall-clock duration from `started_at` to `finished_at`; null until the run finishes.  # noqa: E501

        :param duration_ms: The duration_ms of this Run.  # noqa: E501
        :type: int
        """
        if (self.local_vars_configuration.client_side_validation and
                duration_ms is not None and duration_ms > 9007199254740991):  # noqa: E501
            raise ValueError("Invalid value for `duration_ms`, must be a value less than or equal to `9007199254740991`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                duration_ms is not None and duration_ms < 0):  # noqa: E501
            raise ValueError("Invalid value for `duration_ms`, must be a value greater than or equal to `0`")  # noqa: E501

        self._duration_ms = duration_ms

    @property
    def errors(self):
        """Gets the errors of this Run.  # noqa: E501

        Run-level and record-level errors, in the order they occurred; at most the first 100 are kept (`records_failed` gives the full count).  # noqa: E501

        :return: The errors of this Run.  # noqa: E501
        :rtype: list[RunError]
        """
        return self._errors

    @errors.setter
    def errors(self, errors):
        """Sets the errors of this Run.

        Run-level and record-level errors, in the order they occurred; at most the first 100 are kept (`records_failed` gives the full count).  # noqa: E501

        :param errors: The errors of this Run.  # noqa: E501
        :type: list[RunError]
        """
        if self.local_vars_configuration.client_side_validation and errors is None:  # noqa: E501
            raise ValueError("Invalid value for `errors`, must not be `None`")  # noqa: E501

        self._errors = errors

    @property
    def started_at(self):
        """Gets the started_at of this Run.  # noqa: E501

        When a worker started the run; null while queued.  # noqa: E501

        :return: The started_at of this Run.  # noqa: E501
        :rtype: datetime
        """
        return self._started_at

    @started_at.setter
    def started_at(self, started_at):
        """Sets the started_at of this Run.

        When a worker started the run; null while queued.  # noqa: E501

        :param started_at: The started_at of this Run.  # noqa: E501
        :type: datetime
        """

        self._started_at = started_at

    @property
    def finished_at(self):
        """Gets the finished_at of this Run.  # noqa: E501

        When the run reached `succeeded`, `partial` or `failed`; null before.  # noqa: E501

        :return: The finished_at of this Run.  # noqa: E501
        :rtype: datetime
        """
        return self._finished_at

    @finished_at.setter
    def finished_at(self, finished_at):
        """Sets the finished_at of this Run.

        When the run reached `succeeded`, `partial` or `failed`; null before.  # noqa: E501

        :param finished_at: The finished_at of this Run.  # noqa: E501
        :type: datetime
        """

        self._finished_at = finished_at

    @property
    def created_at(self):
        """Gets the created_at of this Run.  # noqa: E501


        :return: The created_at of this Run.  # noqa: E501
        :rtype: datetime
        """
        return self._created_at

    @created_at.setter
    def created_at(self, created_at):
        """Sets the created_at of this Run.


        :param created_at: The created_at of this Run.  # noqa: E501
        :type: datetime
        """
        if self.local_vars_configuration.client_side_validation and created_at is None:  # noqa: E501
            raise ValueError("Invalid value for `created_at`, must not be `None`")  # noqa: E501

        self._created_at = created_at

    @property
    def updated_at(self):
        """Gets the updated_at of this Run.  # noqa: E501


        :return: The updated_at of this Run.  # noqa: E501
        :rtype: datetime
        """
        return self._updated_at

    @updated_at.setter
    def updated_at(self, updated_at):
        """Sets the updated_at of this Run.


        :param updated_at: The updated_at of this Run.  # noqa: E501
        :type: datetime
        """
        if self.local_vars_configuration.client_side_validation and updated_at is None:  # noqa: E501
            raise ValueError("Invalid value for `updated_at`, must not be `None`")  # noqa: E501

        self._updated_at = updated_at

    def to_dict(self):
        """Returns the model properties as a dict"""
        result = {}

        for attr, _ in six.iteritems(self.openapi_types):
            value = getattr(self, attr)
            if isinstance(value, list):
                result[attr] = list(map(
                    lambda x: x.to_dict() if hasattr(x, "to_dict") else x,
                    value
                ))
            elif hasattr(value, "to_dict"):
                result[attr] = value.to_dict()
            elif isinstance(value, dict):
                result[attr] = dict(map(
                    lambda item: (item[0], item[1].to_dict())
                    if hasattr(item[1], "to_dict") else item,
                    value.items()
                ))
            else:
                result[attr] = value

        return result

    def to_str(self):
        """Returns the string representation of the model"""
        return pprint.pformat(self.to_dict())

    def __repr__(self):
        """For `print` and `pprint`"""
        return self.to_str()

    def __eq__(self, other):
        """Returns true if both objects are equal"""
        if not isinstance(other, Run):
            return False

        return self.to_dict() == other.to_dict()

    def __ne__(self, other):
        """Returns true if both objects are not equal"""
        if not isinstance(other, Run):
            return True

        return self.to_dict() != other.to_dict()
