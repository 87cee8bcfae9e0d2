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


class CanonicalInvoice(object):
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
        'canonical_id': 'str',
        'invoice_number': 'str',
        'customer_id': 'str',
        'order_id': 'str',
        'subscription_id': 'str',
        'status': 'str',
        'total_cents': 'int',
        'amount_due_cents': 'int',
        'currency': 'str',
        'issued_at': 'datetime',
        'due_at': 'datetime',
        'external_ids': 'dict(str, str)',
        'last_source_update_at': 'datetime',
        'created_at': 'datetime',
        'updated_at': 'datetime',
        'deleted_at': 'datetime',
        'merged_into': 'str'
    }

    attribute_map = {
        'canonical_id': 'canonical_id',
        'invoice_number': 'invoice_number',
        'customer_id': 'customer_id',
        'order_id': 'order_id',
        'subscription_id': 'subscription_id',
        'status': 'status',
        'total_cents': 'total_cents',
        'amount_due_cents': 'amount_due_cents',
        'currency': 'currency',
        'issued_at': 'issued_at',
        'due_at': 'due_at',
        'external_ids': 'external_ids',
        'last_source_update_at': 'last_source_update_at',
        'created_at': 'created_at',
        'updated_at': 'updated_at',
        'deleted_at': 'deleted_at',
        'merged_into': 'merged_into'
    }

    def __init__(self, canonical_id=None, invoice_number=None, customer_id=None, order_id=None, subscription_id=None, status=None, total_cents=None, amount_due_cents=None, currency=None, issued_at=None, due_at=None, external_ids=None, last_source_update_at=None, created_at=None, updated_at=None, deleted_at=None, merged_into=None, local_vars_configuration=None):  # noqa: E501
        """CanonicalInvoice - a model defined in OpenAPI"""  # noqa: E501
        if local_vars_configuration is None:
            local_vars_configuration = Configuration()
        self.local_vars_configuration = local_vars_configuration

        self._canonical_id = None
        self._invoice_number = None
        self._customer_id = None
        self._order_id = None
        self._subscription_id = None
        self._status = None
        self._total_cents = None
        self._amount_due_cents = None
        self._currency = None
        self._issued_at = None
        self._due_at = None
        self._external_ids = None
        self._last_source_update_at = None
        self._created_at = None
        self._updated_at = None
        self._deleted_at = None
        self._merged_into = None
        self.discriminator = None

        self.canonical_id = canonical_id
        if invoice_number is not None:
            self.invoice_number = invoice_number
        self.customer_id = customer_id
        self.order_id = order_id
        self.subscription_id = subscription_id
        if status is not None:
            self.status = status
        if total_cents is not None:
            self.total_cents = total_cents
        self.amount_due_cents = amount_due_cents
        if currency is not None:
            self.currency = currency
        self.issued_at = issued_at
        self.due_at = due_at
        if external_ids is not None:
            self.external_ids = external_ids
        if last_source_update_at is not None:
            self.last_source_update_at = last_source_update_at
        if created_at is not None:
            self.created_at = created_at
        if updated_at is not None:
            self.updated_at = updated_at
        self.deleted_at = deleted_at
        self.merged_into = merged_into

    @property
    def canonical_id(self):
        """Gets the canonical_id of this CanonicalInvoice.  # noqa: E501

        The record's identifier; read it alone at `GET /api/public/data/invoice/{canonical_id}`.  # noqa: E501

        :return: The canonical_id of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._canonical_id

    @canonical_id.setter
    def canonical_id(self, canonical_id):
        """Sets the canonical_id of this CanonicalInvoice.

        The record's identifier; read it alone at `GET /api/public/data/invoice/{canonical_id}`.  # noqa: E501

        :param canonical_id: The canonical_id of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if self.local_vars_configuration.client_side_validation and canonical_id is None:  # noqa: E501
            raise ValueError("Invalid value for `canonical_id`, must not be `None`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                canonical_id is not None and len(canonical_id) > 36):
            raise ValueError("Invalid value for `canonical_id`, length must be less than or equal to `36`")  # noqa: E501

        self._canonical_id = canonical_id

    @property
    def invoice_number(self):
        """Gets the invoice_number of this CanonicalInvoice.  # noqa: E501

        Invoice number; with currency, the match key (case-insensitive).  # noqa: E501

        :return: The invoice_number of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._invoice_number

    @invoice_number.setter
    def invoice_number(self, invoice_number):
        """Sets the invoice_number of this CanonicalInvoice.

        Invoice number; with currency, the match key (case-insensitive).  # noqa: E501

        :param invoice_number: The invoice_number of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                invoice_number is not None and len(invoice_number) > 200):
            raise ValueError("Invalid value for `invoice_number`, length must be less than or equal to `200`")  # noqa: E501

        self._invoice_number = invoice_number

    @property
    def customer_id(self):
        """Gets the customer_id of this CanonicalInvoice.  # noqa: E501

        The customer billed. The `canonical_id` of a `customer` record. Null when not known.  # noqa: E501

        :return: The customer_id of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._customer_id

    @customer_id.setter
    def customer_id(self, customer_id):
        """Sets the customer_id of this CanonicalInvoice.

        The customer billed. The `canonical_id` of a `customer` record. Null when not known.  # noqa: E501

        :param customer_id: The customer_id of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                customer_id is not None and len(customer_id) > 36):
            raise ValueError("Invalid value for `customer_id`, length must be less than or equal to `36`")  # noqa: E501

        self._customer_id = customer_id

    @property
    def order_id(self):
        """Gets the order_id of this CanonicalInvoice.  # noqa: E501

        The order invoiced, when there is one. The `canonical_id` of an `order` record. Null when not known.  # noqa: E501

        :return: The order_id of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._order_id

    @order_id.setter
    def order_id(self, order_id):
        """Sets the order_id of this CanonicalInvoice.

        The order invoiced, when there is one. The `canonical_id` of an `order` record. Null when not known.  # noqa: E501

        :param order_id: The order_id of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                order_id is not None and len(order_id) > 36):
            raise ValueError("Invalid value for `order_id`, length must be less than or equal to `36`")  # noqa: E501

        self._order_id = order_id

    @property
    def subscription_id(self):
        """Gets the subscription_id of this CanonicalInvoice.  # noqa: E501

        The subscription invoiced, when there is one. The `canonical_id` of a `subscription` record. Null when not known.  # noqa: E501

        :return: The subscription_id of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._subscription_id

    @subscription_id.setter
    def subscription_id(self, subscription_id):
        """Sets the subscription_id of this CanonicalInvoice.

        The subscription invoiced, when there is one. The `canonical_id` of a `subscription` record. Null when not known.  # noqa: E501

        :param subscription_id: The subscription_id of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                subscription_id is not None and len(subscription_id) > 36):
            raise ValueError("Invalid value for `subscription_id`, length must be less than or equal to `36`")  # noqa: E501

        self._subscription_id = subscription_id

    @property
    def status(self):
        """Gets the status of this CanonicalInvoice.  # noqa: E501

        Invoice status.  # noqa: E501

        :return: The status of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._status

    @status.setter
    def status(self, status):
        """Sets the status of this CanonicalInvoice.

        Invoice status.  # noqa: E501

        :param status: The status of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                status is not None and len(status) > 64):
            raise ValueError("Invalid value for `status`, length must be less than or equal to `64`")  # noqa: E501

        self._status = status

    @property
    def total_cents(self):
        """Gets the total_cents of this CanonicalInvoice.  # noqa: E501

        Invoice total in minor currency units.  # noqa: E501

        :return: The total_cents of this CanonicalInvoice.  # noqa: E501
        :rtype: int
        """
        return self._total_cents

    @total_cents.setter
    def total_cents(self, total_cents):
        """Sets the total_cents of this CanonicalInvoice.

        Invoice total in minor currency units.  # noqa: E501

        :param total_cents: The total_cents of this CanonicalInvoice.  # noqa: E501
        :type: int
        """
        if (self.local_vars_configuration.client_side_validation and
                total_cents is not None and total_cents > 9007199254740991):  # noqa: E501
            raise ValueError("Invalid value for `total_cents`, must be a value less than or equal to `9007199254740991`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                total_cents is not None and total_cents < 0):  # noqa: E501
            raise ValueError("Invalid value for `total_cents`, must be a value greater than or equal to `0`")  # noqa: E501

        self._total_cents = total_cents

    @property
    def amount_due_cents(self):
        """Gets the amount_due_cents of this CanonicalInvoice.  # noqa: E501

        Amount still owed in minor currency units. Null when not known.  # noqa: E501

        :return: The amount_due_cents of this CanonicalInvoice.  # noqa: E501
        :rtype: int
        """
        return self._amount_due_cents

    @amount_due_cents.setter
    def amount_due_cents(self, amount_due_cents):
        """Sets the amount_due_cents of this CanonicalInvoice.

        Amount still owed in minor currency units. Null when not known.  # noqa: E501

        :param amount_due_cents: The amount_due_cents of this CanonicalInvoice.  # noqa: E501
        :type: int
        """
        if (self.local_vars_configuration.client_side_validation and
                amount_due_cents is not None and amount_due_cents > 9007199254740991):  # noqa: E501
            raise ValueError("Invalid value for `amount_due_cents`, must be a value less than or equal to `9007199254740991`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                amount_due_cents is not None and amount_due_cents < 0):  # noqa: E501
            raise ValueError("Invalid value for `amount_due_cents`, must be a value greater than or equal to `0`")  # noqa: E501

        self._amount_due_cents = amount_due_cents

    @property
    def currency(self):
        """Gets the currency of this CanonicalInvoice.  # noqa: E501

        Currency of the amounts. ISO 4217 code.  # noqa: E501

        :return: The currency of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._currency

    @currency.setter
    def currency(self, currency):
        """Sets the currency of this CanonicalInvoice.

        Currency of the amounts. ISO 4217 code.  # noqa: E501

        :param currency: The currency of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                currency is not None and len(currency) > 3):
            raise ValueError("Invalid value for `currency`, length must be less than or equal to `3`")  # noqa: E501
        if (self.local_vars_configuration.client_side_validation and
                currency is not None and not re.search(r'^[A-Z]{3}$', currency)):  # noqa: E501
            raise ValueError(r"Invalid value for `currency`, must be a follow pattern or equal to `/^[A-Z]{3}$/`")  # noqa: E501

        self._currency = currency

    @property
    def issued_at(self):
        """Gets the issued_at of this CanonicalInvoice.  # noqa: E501

        When the invoice was issued (finalized). UTC, microsecond precision. Null when not known.  # noqa: E501

        :return: The issued_at of this CanonicalInvoice.  # noqa: E501
        :rtype: datetime
        """
        return self._issued_at

    @issued_at.setter
    def issued_at(self, issued_at):
        """Sets the issued_at of this CanonicalInvoice.

        When the invoice was issued (finalized). UTC, microsecond precision. Null when not known.  # noqa: E501

        :param issued_at: The issued_at of this CanonicalInvoice.  # noqa: E501
        :type: datetime
        """

        self._issued_at = issued_at

    @property
    def due_at(self):
        """Gets the due_at of this CanonicalInvoice.  # noqa: E501

        When payment is due. UTC, microsecond precision. Null when not known.  # noqa: E501

        :return: The due_at of this CanonicalInvoice.  # noqa: E501
        :rtype: datetime
        """
        return self._due_at

    @due_at.setter
    def due_at(self, due_at):
        """Sets the due_at of this CanonicalInvoice.

        When payment is due. UTC, microsecond precision. Null when not known.  # noqa: E501

        :param due_at: The due_at of this CanonicalInvoice.  # noqa: E501
        :type: datetime
        """

        self._due_at = due_at

    @property
    def external_ids(self):
        """Gets the external_ids of this CanonicalInvoice.  # noqa: E501

        Map from source-system name to that system's identifier of this record (one per system).  # noqa: E501

        :return: The external_ids of this CanonicalInvoice.  # noqa: E501
        :rtype: dict(str, str)
        """
        return self._external_ids

    @external_ids.setter
    def external_ids(self, external_ids):
        """Sets the external_ids of this CanonicalInvoice.

        Map from source-system name to that system's identifier of this record (one per system).  # noqa: E501

        :param external_ids: The external_ids of this CanonicalInvoice.  # noqa: E501
        :type: dict(str, str)
        """

        self._external_ids = external_ids

    @property
    def last_source_update_at(self):
        """Gets the last_source_update_at of this CanonicalInvoice.  # noqa: E501

        The newest update time any source reported for this record as of its last change (UTC, microseconds).  # noqa: E501

        :return: The last_source_update_at of this CanonicalInvoice.  # noqa: E501
        :rtype: datetime
        """
        return self._last_source_update_at

    @last_source_update_at.setter
    def last_source_update_at(self, last_source_update_at):
        """Sets the last_source_update_at of this CanonicalInvoice.

        The newest update time any source reported for this record as of its last change (UTC, microseconds).  # noqa: E501

        :param last_source_update_at: The last_source_update_at of this CanonicalInvoice.  # noqa: E501
        :type: datetime
        """

        self._last_source_update_at = last_source_update_at

    @property
    def created_at(self):
        """Gets the created_at of this CanonicalInvoice.  # noqa: E501

        When the canonical record was created (UTC, microseconds).  # noqa: E501

        :return: The created_at of this CanonicalInvoice.  # noqa: E501
        :rtype: datetime
        """
        return self._created_at

    @created_at.setter
    def created_at(self, created_at):
        """Sets the created_at of this CanonicalInvoice.

        When the canonical record was created (UTC, microseconds).  # noqa: E501

        :param created_at: The created_at of this CanonicalInvoice.  # noqa: E501
        :type: datetime
        """

        self._created_at = created_at

    @property
    def updated_at(self):
        """Gets the updated_at of this CanonicalInvoice.  # noqa: E501

        When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.  # noqa: E501

        :return: The updated_at of this CanonicalInvoice.  # noqa: E501
        :rtype: datetime
        """
        return self._updated_at

    @updated_at.setter
    def updated_at(self, updated_at):
        """Sets the updated_at of this CanonicalInvoice.

        When the canonical record last changed (UTC, microseconds). Monotonic in commit order per customer and entity: pass the highest value seen as `updated_since` to sync incrementally.  # noqa: E501

        :param updated_at: The updated_at of this CanonicalInvoice.  # noqa: E501
        :type: datetime
        """

        self._updated_at = updated_at

    @property
    def deleted_at(self):
        """Gets the deleted_at of this CanonicalInvoice.  # noqa: E501

        Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).  # noqa: E501

        :return: The deleted_at of this CanonicalInvoice.  # noqa: E501
        :rtype: datetime
        """
        return self._deleted_at

    @deleted_at.setter
    def deleted_at(self, deleted_at):
        """Sets the deleted_at of this CanonicalInvoice.

        Null for a live record. Set when the record became a tombstone: every source that held it deleted it, or it was merged into another record (`merged_into`). Tombstones are listed only with `include_deleted=true` and are purged after the retention period (30 days by default).  # noqa: E501

        :param deleted_at: The deleted_at of this CanonicalInvoice.  # noqa: E501
        :type: datetime
        """

        self._deleted_at = deleted_at

    @property
    def merged_into(self):
        """Gets the merged_into of this CanonicalInvoice.  # noqa: E501

        For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.  # noqa: E501

        :return: The merged_into of this CanonicalInvoice.  # noqa: E501
        :rtype: str
        """
        return self._merged_into

    @merged_into.setter
    def merged_into(self, merged_into):
        """Sets the merged_into of this CanonicalInvoice.

        For a tombstone left by a merge, the `canonical_id` of the record it was merged into; otherwise null.  # noqa: E501

        :param merged_into: The merged_into of this CanonicalInvoice.  # noqa: E501
        :type: str
        """
        if (self.local_vars_configuration.client_side_validation and
                merged_into is not None and len(merged_into) > 36):
            raise ValueError("Invalid value for `merged_into`, length must be less than or equal to `36`")  # noqa: E501

        self._merged_into = merged_into

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
        if not isinstance(other, CanonicalInvoice):
            return False

        return self.to_dict() == other.to_dict()

    def __ne__(self, other):
        """Returns true if both objects are not equal"""
        if not isinstance(other, CanonicalInvoice):
            return True

        return self.to_dict() != other.to_dict()
