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


class RunError(object):
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
        'code': 'str',
        'message': 'str',
        'stage': 'str',
        'record_ref': 'str'
    }

    attribute_map = {
        'code': 'code',
        'message': 'message',
        'stage': 'stage',
        'record_ref': 'record_ref'
    }

    def __init__(self, code=None, message=None, stage=None, record_ref=None, local_vars_configuration=None):  # noqa: E501
        """RunError - a model defined in OpenAPI"""  # noqa: E501
        if local_vars_configuration is None:
            local_vars_configuration = Configuration()
        self.local_vars_configuration = local_vars_configuration

        self._code = None
        self._message = None
        self._stage = None
        self._record_ref = None
        self.discriminator = None

        self.code = code
        self.message = message
        self.stage = stage
        self.record_ref = record_ref

    @property
    def code(self):
        """Gets the code of this RunError.  # noqa: E501

        Machine-readable error code from the runtime or the connector. Run-level codes that end a run without a stage: `cancelled` (the run was cancelled), `timed_out` (it ran longer than `SLUICE_RUN_MAX_SECONDS`), `worker_lost` (its worker died on every allowed start), `queue_job_lost` (its queued work was lost and could not be recovered). At stage `extract`: `run_record_limit` and `run_byte_limit` (the run read more records or bytes from its source than the operator's `SLUICE_RUN_MAX_RECORDS` or `SLUICE_RUN_MAX_BYTES` allow). Record errors: `invalid_record` (stage `transform`: the canonical layer rejected the record; it is kept in the flow's rejections) and `destination_rejected` (stage `load`). A run whose every record the canonical layer rejected ends `failed` with `all_records_rejected` (stage `transform`), whose message names the most frequent reasons with their counts.   # noqa: E501

        :return: The code of this RunError.  # noqa: E501
        :rtype: str
        """
        return self._code

    @code.setter
    def code(self, code):
        """Sets the code of this RunError.

        Machine-readable error code from the runtime or the connector. Run-level codes that end a run without a stage: `cancelled` (the run was cancelled), `timed_out` (it ran longer than `SLUICE_RUN_MAX_SECONDS`), `worker_lost` (its worker died on every allowed start), `queue_job_lost` (its queued work was lost and could not be recovered). At stage `extract`: `run_record_limit` and `run_byte_limit` (the run read more records or bytes from its source than the operator's `SLUICE_RUN_MAX_RECORDS` or `SLUICE_RUN_MAX_BYTES` allow). Record errors: `invalid_record` (stage `transform`: the canonical layer rejected the record; it is kept in the flow's rejections) and `destination_rejected` (stage `load`). A run whose every record the canonical layer rejected ends `failed` with `all_records_rejected` (stage `transform`), whose message names the most frequent reasons with their counts.   # noqa: E501

        :param code: The code of this RunError.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and code is None:  # noqa: E501
            raise ValueError("Invalid value for `code`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                code is not None and len(code) > 200):
            raise ValueError("Invalid value for `code`, length must be less than or equal to `200`")  # noqa: E501

        self._code = code

    @property
    def message(self):
        """Gets the message of this RunError.  # noqa: E501


        :return: The message of this RunError.  # noqa: E501
        :rtype: str
        """
        return self._message

    @message.setter
    def message(self, message):
        """Sets the message of this RunError.


        :param message: The message of this RunError.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and message is None:  # noqa: E501
            raise ValueError("Invalid value for `message`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                message is not None and len(message) > 65536):
            raise ValueError("Invalid value for `message`, length must be less than or equal to `65536`")  # noqa: E501

        self._message = message

    @property
    def stage(self):
        """Gets the stage of this RunError.  # noqa: E501

        Stage in which the error occurred (a `RunStage` value); null when not tied to a stage.  # noqa: E501

        :return: The stage of this RunError.  # noqa: E501
        :rtype: str
        """
        return self._stage

    @stage.setter
    def stage(self, stage):
        """Sets the stage of this RunError.

        Stage in which the error occurred (a `RunStage` value); null when not tied to a stage.  # noqa: E501

        :param stage: The stage of this RunError.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                stage is not None and len(stage) > 64):
            raise ValueError("Invalid value for `stage`, length must be less than or equal to `64`")  # noqa: E501

        self._stage = stage

    @property
    def record_ref(self):
        """Gets the record_ref of this RunError.  # noqa: E501

        Reference of the affected record (e.g. the source system's id); null for run-level errors.  # noqa: E501

        :return: The record_ref of this RunError.  # noqa: E501
        :rtype: str
        """
        return self._record_ref

    @record_ref.setter
    def record_ref(self, record_ref):
        """Sets the record_ref of this RunError.

        Reference of the affected record (e.g. the source system's id); null for run-level errors.  # noqa: E501

        :param record_ref: The record_ref of this RunError.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                record_ref is not None and len(record_ref) > 1024):
            raise ValueError("Invalid value for `record_ref`, length must be less than or equal to `1024`")  # noqa: E501

        self._record_ref = record_ref

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
        if not isinstance(other, RunError):
            return False

        return self.to_dict() == other.to_dict()

    def __ne__(self, other):
        """Returns true if both objects are not equal"""
        if not isinstance(other, RunError):
            return True

        return self.to_dict() != other.to_dict()
