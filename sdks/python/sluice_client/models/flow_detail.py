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


class FlowDetail(object):
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
        'mappings': 'dict(str, dict(str, str))',
        'id': 'str',
        'name': 'str',
        'status': 'str',
        'source': 'str',
        'destination': 'str',
        'schedule': 'str',
        'schedule_timezone': 'str',
        'last_run_at': 'datetime',
        'last_run_status': 'str',
        'source_connector_id': 'str',
        'destination_connector_id': 'str',
        'entities': 'list[str]',
        'next_run_at': 'datetime',
        'created_at': 'datetime',
        'updated_at': 'datetime',
        'source_connector': 'ConnectorSummary',
        'destination_connector': 'ConnectorSummary',
        'schedule_details': 'ScheduleDetails'
    }

    attribute_map = {
        'mappings': 'mappings',
        'id': 'id',
        'name': 'name',
        'status': 'status',
        'source': 'source',
        'destination': 'destination',
        'schedule': 'schedule',
        'schedule_timezone': 'schedule_timezone',
        'last_run_at': 'last_run_at',
        'last_run_status': 'last_run_status',
        'source_connector_id': 'source_connector_id',
        'destination_connector_id': 'destination_connector_id',
        'entities': 'entities',
        'next_run_at': 'next_run_at',
        'created_at': 'created_at',
        'updated_at': 'updated_at',
        'source_connector': 'source_connector',
        'destination_connector': 'destination_connector',
        'schedule_details': 'schedule_details'
    }

    def __init__(self, mappings=None, id=None, name=None, status=None, source=None, destination=None, schedule=None, schedule_timezone=None, last_run_at=None, last_run_status=None, source_connector_id=None, destination_connector_id=None, entities=None, next_run_at=None, created_at=None, updated_at=None, source_connector=None, destination_connector=None, schedule_details=None, local_vars_configuration=None):  # noqa: E501
        """FlowDetail - a model defined in OpenAPI"""  # noqa: E501
        if local_vars_configuration is None:
            local_vars_configuration = Configuration()
        self.local_vars_configuration = local_vars_configuration

        self._mappings = None
        self._id = None
        self._name = None
        self._status = None
        self._source = None
        self._destination = None
        self._schedule = None
        self._schedule_timezone = None
        self._last_run_at = None
        self._last_run_status = None
        self._source_connector_id = None
        self._destination_connector_id = None
        self._entities = None
        self._next_run_at = None
        self._created_at = None
        self._updated_at = None
        self._source_connector = None
        self._destination_connector = None
        self._schedule_details = None
        self.discriminator = None

        self.mappings = mappings
        self.id = id
        self.name = name
        self.status = status
        self.source = source
        self.destination = destination
        self.schedule = schedule
        self.schedule_timezone = schedule_timezone
        self.last_run_at = last_run_at
        self.last_run_status = last_run_status
        self.source_connector_id = source_connector_id
        self.destination_connector_id = destination_connector_id
        self.entities = entities
        self.next_run_at = next_run_at
        self.created_at = created_at
        self.updated_at = updated_at
        self.source_connector = source_connector
        self.destination_connector = destination_connector
        self.schedule_details = schedule_details

    @property
    def mappings(self):
        """Gets the mappings of this FlowDetail.  # noqa: E501

        Per-entity overrides of the source-to-canonical field mapping: `{entity: {canonical_field: source_field}}`. Keys must be among the flow's `entities`.   # noqa: E501

        :return: The mappings of this FlowDetail.  # noqa: E501
        :rtype: dict(str, dict(str, str))
        """
        return self._mappings

    @mappings.setter
    def mappings(self, mappings):
        """Sets the mappings of this FlowDetail.

        Per-entity overrides of the source-to-canonical field mapping: `{entity: {canonical_field: source_field}}`. Keys must be among the flow's `entities`.   # noqa: E501

        :param mappings: The mappings of this FlowDetail.  # noqa: E501
        :type: dict(str, dict(str, str))
        """
        if self.local_vars_configuration.client_side_validation and mappings is None:  # noqa: E501
            raise ValueError("Invalid value for `mappings`, must not be `None`")  # noqa: E501

        self._mappings = mappings

    @property
    def id(self):
        """Gets the id of this FlowDetail.  # noqa: E501

        Opaque flow id (`flw_` prefix).  # noqa: E501

        :return: The id of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._id

    @id.setter
    def id(self, id):
        """Sets the id of this FlowDetail.

        Opaque flow id (`flw_` prefix).  # noqa: E501

        :param id: The id of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and id is None:  # noqa: E501
            raise ValueError("Invalid value for `id`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                id is not None and len(id) > 64):
            raise ValueError("Invalid value for `id`, length must be less than or equal to `64`")  # noqa: E501

        self._id = id

    @property
    def name(self):
        """Gets the name of this FlowDetail.  # noqa: E501

        Human-readable name.  # noqa: E501

        :return: The name of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._name

    @name.setter
    def name(self, name):
        """Sets the name of this FlowDetail.

        Human-readable name.  # noqa: E501

        :param name: The name of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and name is None:  # noqa: E501
            raise ValueError("Invalid value for `name`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                name is not None and len(name) > 200):
            raise ValueError("Invalid value for `name`, length must be less than or equal to `200`")  # noqa: E501

        self._name = name

    @property
    def status(self):
        """Gets the status of this FlowDetail.  # noqa: E501

        `active`: runs on its schedule; `paused`: no scheduled runs start and manual triggers are refused.  # noqa: E501

        :return: The status of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._status

    @status.setter
    def status(self, status):
        """Sets the status of this FlowDetail.

        `active`: runs on its schedule; `paused`: no scheduled runs start and manual triggers are refused.  # noqa: E501

        :param status: The status of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and status is None:  # noqa: E501
            raise ValueError("Invalid value for `status`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                status is not None and len(status) > 64):
            raise ValueError("Invalid value for `status`, length must be less than or equal to `64`")  # noqa: E501

        self._status = status

    @property
    def source(self):
        """Gets the source of this FlowDetail.  # noqa: E501

        Source system name, i.e. the source connector's `type`.  # noqa: E501

        :return: The source of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._source

    @source.setter
    def source(self, source):
        """Sets the source of this FlowDetail.

        Source system name, i.e. the source connector's `type`.  # noqa: E501

        :param source: The source of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and source is None:  # noqa: E501
            raise ValueError("Invalid value for `source`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                source is not None and len(source) > 64):
            raise ValueError("Invalid value for `source`, length must be less than or equal to `64`")  # noqa: E501

        self._source = source

    @property
    def destination(self):
        """Gets the destination of this FlowDetail.  # noqa: E501

        Destination system name, i.e. the destination connector's `type`.  # noqa: E501

        :return: The destination of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._destination

    @destination.setter
    def destination(self, destination):
        """Sets the destination of this FlowDetail.

        Destination system name, i.e. the destination connector's `type`.  # noqa: E501

        :param destination: The destination of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and destination is None:  # noqa: E501
            raise ValueError("Invalid value for `destination`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                destination is not None and len(destination) > 64):
            raise ValueError("Invalid value for `destination`, length must be less than or equal to `64`")  # noqa: E501

        self._destination = destination

    @property
    def schedule(self):
        """Gets the schedule of this FlowDetail.  # noqa: E501

        A `Schedule` value as responses report it: an interval label, `manual`, or `cron:` and its expression. Open: values may be added at any time, so a client keeps an unknown one as text (the known labels are in `x-extensible-enum`).  # noqa: E501

        :return: The schedule of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._schedule

    @schedule.setter
    def schedule(self, schedule):
        """Sets the schedule of this FlowDetail.

        A `Schedule` value as responses report it: an interval label, `manual`, or `cron:` and its expression. Open: values may be added at any time, so a client keeps an unknown one as text (the known labels are in `x-extensible-enum`).  # noqa: E501

        :param schedule: The schedule of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and schedule is None:  # noqa: E501
            raise ValueError("Invalid value for `schedule`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                schedule is not None and len(schedule) > 200):
            raise ValueError("Invalid value for `schedule`, length must be less than or equal to `200`")  # noqa: E501

        self._schedule = schedule

    @property
    def schedule_timezone(self):
        """Gets the schedule_timezone of this FlowDetail.  # noqa: E501

        The IANA time zone `cron:` schedules are evaluated in (`UTC` unless set).  # noqa: E501

        :return: The schedule_timezone of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._schedule_timezone

    @schedule_timezone.setter
    def schedule_timezone(self, schedule_timezone):
        """Sets the schedule_timezone of this FlowDetail.

        The IANA time zone `cron:` schedules are evaluated in (`UTC` unless set).  # noqa: E501

        :param schedule_timezone: The schedule_timezone of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and schedule_timezone is None:  # noqa: E501
            raise ValueError("Invalid value for `schedule_timezone`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                schedule_timezone is not None and len(schedule_timezone) > 64):
            raise ValueError("Invalid value for `schedule_timezone`, length must be less than or equal to `64`")  # noqa: E501

        self._schedule_timezone = schedule_timezone

    @property
    def last_run_at(self):
        """Gets the last_run_at of this FlowDetail.  # noqa: E501

        Creation time of the flow's latest run; null if it never ran.  # noqa: E501

        :return: The last_run_at of this FlowDetail.  # noqa: E501
        :rtype: datetime
        """
        return self._last_run_at

    @last_run_at.setter
    def last_run_at(self, last_run_at):
        """Sets the last_run_at of this FlowDetail.

        Creation time of the flow's latest run; null if it never ran.  # noqa: E501

        :param last_run_at: The last_run_at of this FlowDetail.  # noqa: E501
        :type: datetime
        """

        self._last_run_at = last_run_at

    @property
    def last_run_status(self):
        """Gets the last_run_status of this FlowDetail.  # noqa: E501

        The status of the flow's latest run (see `RunStatus`), so a list shows at a glance a flow whose runs fail; null if it never ran.  # noqa: E501

        :return: The last_run_status of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._last_run_status

    @last_run_status.setter
    def last_run_status(self, last_run_status):
        """Sets the last_run_status of this FlowDetail.

        The status of the flow's latest run (see `RunStatus`), so a list shows at a glance a flow whose runs fail; null if it never ran.  # noqa: E501

        :param last_run_status: The last_run_status of this FlowDetail.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                last_run_status is not None and len(last_run_status) > 32):
            raise ValueError("Invalid value for `last_run_status`, length must be less than or equal to `32`")  # noqa: E501

        self._last_run_status = last_run_status

    @property
    def source_connector_id(self):
        """Gets the source_connector_id of this FlowDetail.  # noqa: E501

        Id of the source connector (`con_…`).  # noqa: E501

        :return: The source_connector_id of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._source_connector_id

    @source_connector_id.setter
    def source_connector_id(self, source_connector_id):
        """Sets the source_connector_id of this FlowDetail.

        Id of the source connector (`con_…`).  # noqa: E501

        :param source_connector_id: The source_connector_id of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and source_connector_id is None:  # noqa: E501
            raise ValueError("Invalid value for `source_connector_id`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                source_connector_id is not None and len(source_connector_id) > 64):
            raise ValueError("Invalid value for `source_connector_id`, length must be less than or equal to `64`")  # noqa: E501

        self._source_connector_id = source_connector_id

    @property
    def destination_connector_id(self):
        """Gets the destination_connector_id of this FlowDetail.  # noqa: E501

        Id of the destination connector (`con_…`).  # noqa: E501

        :return: The destination_connector_id of this FlowDetail.  # noqa: E501
        :rtype: str
        """
        return self._destination_connector_id

    @destination_connector_id.setter
    def destination_connector_id(self, destination_connector_id):
        """Sets the destination_connector_id of this FlowDetail.

        Id of the destination connector (`con_…`).  # noqa: E501

        :param destination_connector_id: The destination_connector_id of this FlowDetail.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and destination_connector_id is None:  # noqa: E501
            raise ValueError("Invalid value for `destination_connector_id`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                destination_connector_id is not None and len(destination_connector_id) > 64):
            raise ValueError("Invalid value for `destination_connector_id`, length must be less than or equal to `64`")  # noqa: E501

        self._destination_connector_id = destination_connector_id

    @property
    def entities(self):
        """Gets the entities of this FlowDetail.  # noqa: E501

        The canonical entity types the flow moves.  # noqa: E501

        :return: The entities of this FlowDetail.  # noqa: E501
        :rtype: list[str]
        """
        return self._entities

    @entities.setter
    def entities(self, entities):
        """Sets the entities of this FlowDetail.

        The canonical entity types the flow moves.  # noqa: E501

        :param entities: The entities of this FlowDetail.  # noqa: E501
        :type: list[str]
        """
        if self.local_vars_configuration.client_side_validation and entities is None:  # noqa: E501
            raise ValueError("Invalid value for `entities`, must not be `None`")  # noqa: E501

        self._entities = entities

    @property
    def next_run_at(self):
        """Gets the next_run_at of this FlowDetail.  # noqa: E501

        When the next scheduled run is due; null for `manual` schedules and paused flows.  # noqa: E501

        :return: The next_run_at of this FlowDetail.  # noqa: E501
        :rtype: datetime
        """
        return self._next_run_at

    @next_run_at.setter
    def next_run_at(self, next_run_at):
        """Sets the next_run_at of this FlowDetail.

        When the next scheduled run is due; null for `manual` schedules and paused flows.  # noqa: E501

        :param next_run_at: The next_run_at of this FlowDetail.  # noqa: E501
        :type: datetime
        """

        self._next_run_at = next_run_at

    @property
    def created_at(self):
        """Gets the created_at of this FlowDetail.  # noqa: E501


        :return: The created_at of this FlowDetail.  # noqa: E501
        :rtype: datetime
        """
        return self._created_at

    @created_at.setter
    def created_at(self, created_at):
        """Sets the created_at of this FlowDetail.


        :param created_at: The created_at of this FlowDetail.  # noqa: E501
        :type: datetime
        """
        if self.local_vars_configuration.client_side_validation and created_at is None:  # noqa: E501
            raise ValueError("Invalid value for `created_at`, must not be `None`")  # noqa: E501

        self._created_at = created_at

    @property
    def updated_at(self):
        """Gets the updated_at of this FlowDetail.  # noqa: E501


        :return: The updated_at of this FlowDetail.  # noqa: E501
        :rtype: datetime
        """
        return self._updated_at

    @updated_at.setter
    def updated_at(self, updated_at):
        """Sets the updated_at of this FlowDetail.


        :param updated_at: The updated_at of this FlowDetail.  # noqa: E501
        :type: datetime
        """
        if self.local_vars_configuration.client_side_validation and updated_at is None:  # noqa: E501
            raise ValueError("Invalid value for `updated_at`, must not be `None`")  # noqa: E501

        self._updated_at = updated_at

    @property
    def source_connector(self):
        """Gets the source_connector of this FlowDetail.  # noqa: E501


        :return: The source_connector of this FlowDetail.  # noqa: E501
        :rtype: ConnectorSummary
        """
        return self._source_connector

    @source_connector.setter
    def source_connector(self, source_connector):
        """Sets the source_connector of this FlowDetail.


        :param source_connector: The source_connector of this FlowDetail.  # noqa: E501
        :type: ConnectorSummary
        """
        if self.local_vars_configuration.client_side_validation and source_connector is None:  # noqa: E501
            raise ValueError("Invalid value for `source_connector`, must not be `None`")  # noqa: E501

        self._source_connector = source_connector

    @property
    def destination_connector(self):
        """Gets the destination_connector of this FlowDetail.  # noqa: E501


        :return: The destination_connector of this FlowDetail.  # noqa: E501
        :rtype: ConnectorSummary
        """
        return self._destination_connector

    @destination_connector.setter
    def destination_connector(self, destination_connector):
        """Sets the destination_connector of this FlowDetail.


        :param destination_connector: The destination_connector of this FlowDetail.  # noqa: E501
        :type: ConnectorSummary
        """
        if self.local_vars_configuration.client_side_validation and destination_connector is None:  # noqa: E501
            raise ValueError("Invalid value for `destination_connector`, must not be `None`")  # noqa: E501

        self._destination_connector = destination_connector

    @property
    def schedule_details(self):
        """Gets the schedule_details of this FlowDetail.  # noqa: E501


        :return: The schedule_details of this FlowDetail.  # noqa: E501
        :rtype: ScheduleDetails
        """
        return self._schedule_details

    @schedule_details.setter
    def schedule_details(self, schedule_details):
        """Sets the schedule_details of this FlowDetail.


        :param schedule_details: The schedule_details of this FlowDetail.  # noqa: E501
        :type: ScheduleDetails
        """
        if self.local_vars_configuration.client_side_validation and schedule_details is None:  # noqa: E501
            raise ValueError("Invalid value for `schedule_details`, must not be `None`")  # noqa: E501

        self._schedule_details = schedule_details

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
        if not isinstance(other, FlowDetail):
            return False

        return self.to_dict() == other.to_dict()

    def __ne__(self, other):
        """Returns true if both objects are not equal"""
        if not isinstance(other, FlowDetail):
            return True

        return self.to_dict() != other.to_dict()
