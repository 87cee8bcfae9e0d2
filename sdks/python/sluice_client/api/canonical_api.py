# coding: utf-8

"""
    Sluice API

    Sluice moves data between connected external systems through **flows**. A flow has a source connector, a destination connector, the entity types it moves and a schedule; each execution of a flow is a **run**. Connectors are connected systems with a credentialed link. Normalized, deduplicated **canonical records** of 15 business entity types are readable through the public data API, and signed **webhook** events can be pushed to customer HTTPS endpoints instead of polling.  Two base paths are served from one host: `/v1` (flows, runs, connectors, webhooks) and `/api/public/data` (canonical data). All bodies are JSON. Clients must ignore unknown fields in responses.  ## Authentication  Every request (except `/healthz` and `/readyz`) carries `Authorization: Bearer <API_KEY>`. Keys begin with `svc_`, are created in the settings UI, are shown once, are scoped to one customer (tenant) and carry explicit scopes. The effective permission of a request is the key's scopes intersected with the current role of the user who created the key, evaluated per request. Each operation names the one scope it needs in `x-required-scope`. A missing or invalid key is `401 unauthorized`; a valid key without the required permission is `403 forbidden`. Data is always limited to the key's customer: another customer's resources are reported as not found (`404`).  The console (the settings UI at `/`) signs users in with a password or a one-time link and then calls the same operations with a session cookie (`sluice_session`) instead of a key; a session acts with every scope of its user's current role. A request with a session cookie that changes anything must come from Sluice's own origin (its `Origin` header is checked; a missing or foreign one is `403 forbidden`). Operations under `/console/v1` (sign-in, members, API keys) accept only a session. When a request carries both, the API key is used.  ## Errors  Every error has the body `{\"error\": {\"code\", \"message\", \"request_id\"}}`. `request_id` equals the `X-Request-Id` response header; log it for support tracing. `code` is a machine-readable string; new codes may be added at any time, so treat unknown codes by their HTTP status. Statuses used:  | HTTP | codes | |---|---| | 400 | `invalid_request` (malformed JSON, JSON nested deeper than 64 levels, a body that is not valid UTF-8, a body over 1 MiB, a missing required field or parameter, an invalid `Idempotency-Key`), `invalid_cursor` | | 401 | `unauthorized` | | 403 | `forbidden` | | 404 | `not_found`, `flow_not_found`, `run_not_found`, `connector_not_found`, `webhook_not_found`, `delivery_not_found`, `entity_not_found`, `record_not_found` | | 405 | `method_not_allowed` (the path exists but not with this method; the `Allow` header lists the methods it has) | | 408 | `request_timeout` (the request's headers took over 10 s, or its body over 30 s, to arrive) | | 409 | `conflict`, `run_in_progress`, `idempotency_in_progress`, `limit_reached` (the customer already holds the most connectors, flows, webhook endpoints, live API keys or members the operator allows; `message` names the limit: delete, revoke or remove one first) | | 422 | `validation_error` (any other input that fails validation: wrong type, out of range, bad format, a NUL character, a date outside the years 0001–9999, unknown body field or query parameter; `message` names the parameter or field), `idempotency_key_mismatch` | | 429 | `rate_limited` (a key's, a user's or an address's limit, or the customer's write limit across all its keys and sessions), `concurrency_limited` (too many calls that wait on an external system, such as verify, webhook test and replay, in flight for this customer at once; honour `Retry-After`) | | 417 | `expectation_failed` (an `Expect` header other than `100-continue`) | | 431 | `headers_too_large` (request headers over 16 KiB) | | 500 | `internal_error` (transient; safe to retry with backoff) | | 503 | `service_unavailable` (the database is unreachable; honour `Retry-After`) |  Every error, including those answered before routing (405, 408, 417, 431, and 400 for a request Node cannot parse), has this envelope. An error body stays under 16 KiB: a `validation_error` lists at most the first 20 problems and says how many more there were. `HEAD` is answered for every `GET` path, and `OPTIONS` on a known path answers `204` with `Allow`.  ## Pagination and incremental sync  Lists take `limit` (default 50, maximum 500) and `cursor` (the opaque `next_cursor` of the previous page; `null` means the result set has ended). Cursors are signed and bound to the customer and to the query's filters: a modified or foreign cursor, or one reused with different filters, is `400 invalid_cursor`. `/v1` lists without `updated_since` are newest first (`created_at desc, id desc`); with `updated_since` they return records with `updated_at >= updated_since` ordered `updated_at asc, id asc`. Canonical data is always ordered `updated_at asc, canonical_id asc` and `updated_since` is inclusive: keep the highest `updated_at` seen and pass it on the next sync (the boundary record may be seen again; it is never missed).  ## Rate limits  Sliding one-minute window per API key (per client address for requests without a valid key), in three classes: **read** (GET) 600 requests/min; **write** (POST, PATCH, DELETE) 120 requests/min; **trigger** (`POST /v1/flows/{id}/trigger`) 60 requests/min, counted only against the trigger class. On top of each key's limits, the writes (write and trigger classes) of one customer, across all its keys and console sessions, share one limit per window: by default three keys' worth, 360 requests/min (the operator's `SLUICE_RATE_LIMIT_CUSTOMER_WRITE`). Every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds at which the next slot frees) for the request's class; on a write they describe whichever of the key's and the customer's limits has less room left. Exceeding a limit is `429 rate_limited` with `Retry-After` in seconds. `/healthz` and `/readyz` are outside rate limits.  ## Bounds on one customer  A customer holds at most 100 connectors, 200 flows, 20 webhook endpoints, 50 live API keys (neither revoked nor expired) and 100 members, unless the operator set other bounds (`SLUICE_MAX_CONNECTORS_PER_CUSTOMER`, `SLUICE_MAX_FLOWS_PER_CUSTOMER`, `SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER`, `SLUICE_MAX_API_KEYS_PER_CUSTOMER`, `SLUICE_MAX_MEMBERS_PER_CUSTOMER`). Creating one more is `409 limit_reached`, whose `message` says how many the customer has and which bound applies; concurrent creates cannot together pass a bound. A run fails (`stage: extract`) once it has read more than the operator's `SLUICE_RUN_MAX_RECORDS` records and deletions (`run_record_limit`) or `SLUICE_RUN_MAX_BYTES` bytes of records (`run_byte_limit`) from its source; what it read before the limit is stored and written, and the next run reads on from there.  ## Idempotency  Every POST accepts an optional `Idempotency-Key` header. A replay of the same key by the same customer within 24 hours returns the original status, body and headers without executing the operation again, with `Idempotent-Replayed: true`. See the `Idempotency-Key` parameter for the details.  ## Versioning  The stable version is `v1`, carried in the URL path. Breaking changes ship under a new major version with at least 6 months of overlap. Additive changes (new fields, new endpoints, new error codes, new enum values in responses) may appear in `v1` at any time.   # noqa: E501

    The version of the OpenAPI document: 1.0.0
    Generated by: https://openapi-generator.tech
"""


from __future__ import absolute_import

import re  # noqa: F401

# python 2 and python 3 compatibility library
import six

from sluice_client.api_client import ApiClient
from sluice_client.exceptions import (  # noqa: F401
    ApiTypeError,
    ApiValueError
)


class CanonicalApi(object):
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None):
        if api_client is None:
            api_client = ApiClient()
        self.api_client = api_client

    def get_account(self, id, **kwargs):  # noqa: E501
        """Get one account record  # noqa: E501

        Returns one complete `account` record (`CanonicalAccount`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_account(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalAccount
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_account_with_http_info(id, **kwargs)  # noqa: E501

    def get_account_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one account record  # noqa: E501

        Returns one complete `account` record (`CanonicalAccount`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_account_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalAccount, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_account" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_account`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_account`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/account/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalAccount',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_contact(self, id, **kwargs):  # noqa: E501
        """Get one contact record  # noqa: E501

        Returns one complete `contact` record (`CanonicalContact`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_contact(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalContact
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_contact_with_http_info(id, **kwargs)  # noqa: E501

    def get_contact_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one contact record  # noqa: E501

        Returns one complete `contact` record (`CanonicalContact`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_contact_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalContact, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_contact" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_contact`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_contact`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/contact/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalContact',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_customer(self, id, **kwargs):  # noqa: E501
        """Get one customer record  # noqa: E501

        Returns one complete `customer` record (`CanonicalCustomer`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_customer(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalCustomer
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_customer_with_http_info(id, **kwargs)  # noqa: E501

    def get_customer_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one customer record  # noqa: E501

        Returns one complete `customer` record (`CanonicalCustomer`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_customer_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalCustomer, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_customer" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_customer`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_customer`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/customer/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalCustomer',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_inventory(self, id, **kwargs):  # noqa: E501
        """Get one inventory record  # noqa: E501

        Returns one complete `inventory` record (`CanonicalInventory`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_inventory(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalInventory
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_inventory_with_http_info(id, **kwargs)  # noqa: E501

    def get_inventory_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one inventory record  # noqa: E501

        Returns one complete `inventory` record (`CanonicalInventory`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_inventory_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalInventory, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_inventory" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_inventory`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_inventory`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/inventory/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalInventory',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_invoice(self, id, **kwargs):  # noqa: E501
        """Get one invoice record  # noqa: E501

        Returns one complete `invoice` record (`CanonicalInvoice`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_invoice(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalInvoice
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_invoice_with_http_info(id, **kwargs)  # noqa: E501

    def get_invoice_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one invoice record  # noqa: E501

        Returns one complete `invoice` record (`CanonicalInvoice`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_invoice_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalInvoice, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_invoice" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_invoice`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_invoice`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/invoice/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalInvoice',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_lead(self, id, **kwargs):  # noqa: E501
        """Get one lead record  # noqa: E501

        Returns one complete `lead` record (`CanonicalLead`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_lead(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalLead
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_lead_with_http_info(id, **kwargs)  # noqa: E501

    def get_lead_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one lead record  # noqa: E501

        Returns one complete `lead` record (`CanonicalLead`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_lead_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalLead, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_lead" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_lead`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_lead`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/lead/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalLead',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_opportunity(self, id, **kwargs):  # noqa: E501
        """Get one opportunity record  # noqa: E501

        Returns one complete `opportunity` record (`CanonicalOpportunity`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_opportunity(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalOpportunity
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_opportunity_with_http_info(id, **kwargs)  # noqa: E501

    def get_opportunity_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one opportunity record  # noqa: E501

        Returns one complete `opportunity` record (`CanonicalOpportunity`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_opportunity_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalOpportunity, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_opportunity" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_opportunity`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_opportunity`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/opportunity/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalOpportunity',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_order(self, id, **kwargs):  # noqa: E501
        """Get one order record  # noqa: E501

        Returns one complete `order` record (`CanonicalOrder`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_order(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalOrder
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_order_with_http_info(id, **kwargs)  # noqa: E501

    def get_order_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one order record  # noqa: E501

        Returns one complete `order` record (`CanonicalOrder`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_order_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalOrder, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_order" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_order`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_order`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/order/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalOrder',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_order_line_item(self, id, **kwargs):  # noqa: E501
        """Get one order_line_item record  # noqa: E501

        Returns one complete `order_line_item` record (`CanonicalOrderLineItem`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_order_line_item(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalOrderLineItem
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_order_line_item_with_http_info(id, **kwargs)  # noqa: E501

    def get_order_line_item_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one order_line_item record  # noqa: E501

        Returns one complete `order_line_item` record (`CanonicalOrderLineItem`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_order_line_item_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalOrderLineItem, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_order_line_item" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_order_line_item`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_order_line_item`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/order_line_item/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalOrderLineItem',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_payment(self, id, **kwargs):  # noqa: E501
        """Get one payment record  # noqa: E501

        Returns one complete `payment` record (`CanonicalPayment`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_payment(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalPayment
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_payment_with_http_info(id, **kwargs)  # noqa: E501

    def get_payment_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one payment record  # noqa: E501

        Returns one complete `payment` record (`CanonicalPayment`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_payment_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalPayment, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_payment" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_payment`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_payment`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/payment/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalPayment',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_product(self, id, **kwargs):  # noqa: E501
        """Get one product record  # noqa: E501

        Returns one complete `product` record (`CanonicalProduct`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_product(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalProduct
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_product_with_http_info(id, **kwargs)  # noqa: E501

    def get_product_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one product record  # noqa: E501

        Returns one complete `product` record (`CanonicalProduct`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_product_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalProduct, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_product" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_product`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_product`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/product/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalProduct',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_product_variant(self, id, **kwargs):  # noqa: E501
        """Get one product_variant record  # noqa: E501

        Returns one complete `product_variant` record (`CanonicalProductVariant`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_product_variant(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalProductVariant
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_product_variant_with_http_info(id, **kwargs)  # noqa: E501

    def get_product_variant_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one product_variant record  # noqa: E501

        Returns one complete `product_variant` record (`CanonicalProductVariant`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_product_variant_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalProductVariant, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_product_variant" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_product_variant`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_product_variant`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/product_variant/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalProductVariant',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_refund(self, id, **kwargs):  # noqa: E501
        """Get one refund record  # noqa: E501

        Returns one complete `refund` record (`CanonicalRefund`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_refund(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalRefund
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_refund_with_http_info(id, **kwargs)  # noqa: E501

    def get_refund_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one refund record  # noqa: E501

        Returns one complete `refund` record (`CanonicalRefund`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_refund_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalRefund, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_refund" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_refund`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_refund`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/refund/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalRefund',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_shipment(self, id, **kwargs):  # noqa: E501
        """Get one shipment record  # noqa: E501

        Returns one complete `shipment` record (`CanonicalShipment`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_shipment(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalShipment
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_shipment_with_http_info(id, **kwargs)  # noqa: E501

    def get_shipment_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one shipment record  # noqa: E501

        Returns one complete `shipment` record (`CanonicalShipment`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_shipment_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalShipment, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_shipment" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_shipment`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_shipment`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/shipment/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalShipment',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_subscription(self, id, **kwargs):  # noqa: E501
        """Get one subscription record  # noqa: E501

        Returns one complete `subscription` record (`CanonicalSubscription`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_subscription(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalSubscription
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_subscription_with_http_info(id, **kwargs)  # noqa: E501

    def get_subscription_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get one subscription record  # noqa: E501

        Returns one complete `subscription` record (`CanonicalSubscription`) by its `canonical_id`. An unknown id, or the id of a record of another entity type or of another customer, is `404 record_not_found`. A tombstone (a record deleted in every source that held it, or merged into another record) is answered as it is, with `deleted_at` set and, after a merge, `merged_into` naming the record to read instead, until it is purged. An `id` that is not a UUID is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_subscription_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The record's `canonical_id` (a UUID, also accepted in its `urn:uuid:` form). An unknown id is `404 record_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalSubscription, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method get_subscription" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_subscription`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 45):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_subscription`, length must be less than or equal to `45`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/subscription/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalSubscription',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_accounts(self, **kwargs):  # noqa: E501
        """List account records  # noqa: E501

        Lists the key's customer's canonical `account` records (`CanonicalAccount`) in pages (`CanonicalAccountPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `account` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_accounts(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalAccountPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_accounts_with_http_info(**kwargs)  # noqa: E501

    def list_accounts_with_http_info(self, **kwargs):  # noqa: E501
        """List account records  # noqa: E501

        Lists the key's customer's canonical `account` records (`CanonicalAccount`) in pages (`CanonicalAccountPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `account` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_accounts_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalAccountPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_accounts" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_accounts`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_accounts`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_accounts`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_accounts`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_accounts`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_accounts`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/account', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalAccountPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_contacts(self, **kwargs):  # noqa: E501
        """List contact records  # noqa: E501

        Lists the key's customer's canonical `contact` records (`CanonicalContact`) in pages (`CanonicalContactPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `contact` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_contacts(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalContactPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_contacts_with_http_info(**kwargs)  # noqa: E501

    def list_contacts_with_http_info(self, **kwargs):  # noqa: E501
        """List contact records  # noqa: E501

        Lists the key's customer's canonical `contact` records (`CanonicalContact`) in pages (`CanonicalContactPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `contact` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_contacts_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalContactPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_contacts" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_contacts`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_contacts`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_contacts`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_contacts`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_contacts`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_contacts`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/contact', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalContactPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_customers(self, **kwargs):  # noqa: E501
        """List customer records  # noqa: E501

        Lists the key's customer's canonical `customer` records (`CanonicalCustomer`) in pages (`CanonicalCustomerPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `customer` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_customers(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalCustomerPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_customers_with_http_info(**kwargs)  # noqa: E501

    def list_customers_with_http_info(self, **kwargs):  # noqa: E501
        """List customer records  # noqa: E501

        Lists the key's customer's canonical `customer` records (`CanonicalCustomer`) in pages (`CanonicalCustomerPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `customer` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_customers_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalCustomerPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_customers" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_customers`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_customers`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_customers`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_customers`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_customers`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_customers`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/customer', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalCustomerPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_inventory(self, **kwargs):  # noqa: E501
        """List inventory records  # noqa: E501

        Lists the key's customer's canonical `inventory` records (`CanonicalInventory`) in pages (`CanonicalInventoryPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `inventory` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_inventory(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalInventoryPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_inventory_with_http_info(**kwargs)  # noqa: E501

    def list_inventory_with_http_info(self, **kwargs):  # noqa: E501
        """List inventory records  # noqa: E501

        Lists the key's customer's canonical `inventory` records (`CanonicalInventory`) in pages (`CanonicalInventoryPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `inventory` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_inventory_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalInventoryPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_inventory" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_inventory`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_inventory`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_inventory`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_inventory`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_inventory`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_inventory`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/inventory', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalInventoryPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_invoices(self, **kwargs):  # noqa: E501
        """List invoice records  # noqa: E501

        Lists the key's customer's canonical `invoice` records (`CanonicalInvoice`) in pages (`CanonicalInvoicePage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `invoice` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_invoices(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalInvoicePage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_invoices_with_http_info(**kwargs)  # noqa: E501

    def list_invoices_with_http_info(self, **kwargs):  # noqa: E501
        """List invoice records  # noqa: E501

        Lists the key's customer's canonical `invoice` records (`CanonicalInvoice`) in pages (`CanonicalInvoicePage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `invoice` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_invoices_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalInvoicePage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_invoices" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_invoices`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_invoices`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_invoices`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_invoices`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_invoices`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_invoices`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/invoice', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalInvoicePage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_leads(self, **kwargs):  # noqa: E501
        """List lead records  # noqa: E501

        Lists the key's customer's canonical `lead` records (`CanonicalLead`) in pages (`CanonicalLeadPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `lead` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_leads(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalLeadPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_leads_with_http_info(**kwargs)  # noqa: E501

    def list_leads_with_http_info(self, **kwargs):  # noqa: E501
        """List lead records  # noqa: E501

        Lists the key's customer's canonical `lead` records (`CanonicalLead`) in pages (`CanonicalLeadPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `lead` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_leads_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalLeadPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_leads" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_leads`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_leads`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_leads`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_leads`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_leads`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_leads`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/lead', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalLeadPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_opportunities(self, **kwargs):  # noqa: E501
        """List opportunity records  # noqa: E501

        Lists the key's customer's canonical `opportunity` records (`CanonicalOpportunity`) in pages (`CanonicalOpportunityPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `opportunity` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_opportunities(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalOpportunityPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_opportunities_with_http_info(**kwargs)  # noqa: E501

    def list_opportunities_with_http_info(self, **kwargs):  # noqa: E501
        """List opportunity records  # noqa: E501

        Lists the key's customer's canonical `opportunity` records (`CanonicalOpportunity`) in pages (`CanonicalOpportunityPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `opportunity` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_opportunities_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalOpportunityPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_opportunities" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_opportunities`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_opportunities`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_opportunities`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_opportunities`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_opportunities`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_opportunities`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/opportunity', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalOpportunityPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_order_line_items(self, **kwargs):  # noqa: E501
        """List order_line_item records  # noqa: E501

        Lists the key's customer's canonical `order_line_item` records (`CanonicalOrderLineItem`) in pages (`CanonicalOrderLineItemPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `order_line_item` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_order_line_items(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalOrderLineItemPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_order_line_items_with_http_info(**kwargs)  # noqa: E501

    def list_order_line_items_with_http_info(self, **kwargs):  # noqa: E501
        """List order_line_item records  # noqa: E501

        Lists the key's customer's canonical `order_line_item` records (`CanonicalOrderLineItem`) in pages (`CanonicalOrderLineItemPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `order_line_item` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_order_line_items_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalOrderLineItemPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_order_line_items" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_order_line_items`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_order_line_items`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_order_line_items`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_order_line_items`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_order_line_items`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_order_line_items`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/order_line_item', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalOrderLineItemPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_orders(self, **kwargs):  # noqa: E501
        """List order records  # noqa: E501

        Lists the key's customer's canonical `order` records (`CanonicalOrder`) in pages (`CanonicalOrderPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `order` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_orders(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalOrderPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_orders_with_http_info(**kwargs)  # noqa: E501

    def list_orders_with_http_info(self, **kwargs):  # noqa: E501
        """List order records  # noqa: E501

        Lists the key's customer's canonical `order` records (`CanonicalOrder`) in pages (`CanonicalOrderPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `order` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_orders_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalOrderPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_orders" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_orders`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_orders`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_orders`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_orders`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_orders`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_orders`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/order', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalOrderPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_payments(self, **kwargs):  # noqa: E501
        """List payment records  # noqa: E501

        Lists the key's customer's canonical `payment` records (`CanonicalPayment`) in pages (`CanonicalPaymentPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `payment` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_payments(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalPaymentPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_payments_with_http_info(**kwargs)  # noqa: E501

    def list_payments_with_http_info(self, **kwargs):  # noqa: E501
        """List payment records  # noqa: E501

        Lists the key's customer's canonical `payment` records (`CanonicalPayment`) in pages (`CanonicalPaymentPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `payment` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_payments_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalPaymentPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_payments" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_payments`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_payments`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_payments`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_payments`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_payments`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_payments`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/payment', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalPaymentPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_product_variants(self, **kwargs):  # noqa: E501
        """List product_variant records  # noqa: E501

        Lists the key's customer's canonical `product_variant` records (`CanonicalProductVariant`) in pages (`CanonicalProductVariantPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `product_variant` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_product_variants(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalProductVariantPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_product_variants_with_http_info(**kwargs)  # noqa: E501

    def list_product_variants_with_http_info(self, **kwargs):  # noqa: E501
        """List product_variant records  # noqa: E501

        Lists the key's customer's canonical `product_variant` records (`CanonicalProductVariant`) in pages (`CanonicalProductVariantPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `product_variant` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_product_variants_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalProductVariantPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_product_variants" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_product_variants`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_product_variants`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_product_variants`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_product_variants`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_product_variants`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_product_variants`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/product_variant', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalProductVariantPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_products(self, **kwargs):  # noqa: E501
        """List product records  # noqa: E501

        Lists the key's customer's canonical `product` records (`CanonicalProduct`) in pages (`CanonicalProductPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `product` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_products(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalProductPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_products_with_http_info(**kwargs)  # noqa: E501

    def list_products_with_http_info(self, **kwargs):  # noqa: E501
        """List product records  # noqa: E501

        Lists the key's customer's canonical `product` records (`CanonicalProduct`) in pages (`CanonicalProductPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `product` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_products_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalProductPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_products" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_products`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_products`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_products`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_products`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_products`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_products`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/product', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalProductPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_refunds(self, **kwargs):  # noqa: E501
        """List refund records  # noqa: E501

        Lists the key's customer's canonical `refund` records (`CanonicalRefund`) in pages (`CanonicalRefundPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `refund` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_refunds(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalRefundPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_refunds_with_http_info(**kwargs)  # noqa: E501

    def list_refunds_with_http_info(self, **kwargs):  # noqa: E501
        """List refund records  # noqa: E501

        Lists the key's customer's canonical `refund` records (`CanonicalRefund`) in pages (`CanonicalRefundPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `refund` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_refunds_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalRefundPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_refunds" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_refunds`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_refunds`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_refunds`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_refunds`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_refunds`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_refunds`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/refund', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalRefundPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_shipments(self, **kwargs):  # noqa: E501
        """List shipment records  # noqa: E501

        Lists the key's customer's canonical `shipment` records (`CanonicalShipment`) in pages (`CanonicalShipmentPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `shipment` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_shipments(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalShipmentPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_shipments_with_http_info(**kwargs)  # noqa: E501

    def list_shipments_with_http_info(self, **kwargs):  # noqa: E501
        """List shipment records  # noqa: E501

        Lists the key's customer's canonical `shipment` records (`CanonicalShipment`) in pages (`CanonicalShipmentPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `shipment` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_shipments_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalShipmentPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_shipments" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_shipments`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_shipments`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_shipments`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_shipments`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_shipments`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_shipments`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/shipment', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalShipmentPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_subscriptions(self, **kwargs):  # noqa: E501
        """List subscription records  # noqa: E501

        Lists the key's customer's canonical `subscription` records (`CanonicalSubscription`) in pages (`CanonicalSubscriptionPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `subscription` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_subscriptions(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: CanonicalSubscriptionPage
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_subscriptions_with_http_info(**kwargs)  # noqa: E501

    def list_subscriptions_with_http_info(self, **kwargs):  # noqa: E501
        """List subscription records  # noqa: E501

        Lists the key's customer's canonical `subscription` records (`CanonicalSubscription`) in pages (`CanonicalSubscriptionPage`), always ordered `updated_at asc, canonical_id asc`. `count` is the number of records in this page; follow `next_cursor` until it is null. Pass the highest `updated_at` seen as `updated_since` (inclusive) to sync incrementally. `fields` narrows each record to `canonical_id` plus the named `subscription` fields, and the page's `fields` lists them (null without `fields`). The paging, sync and projection rules are those of the `canonical` tag. Tombstones (deleted or merged-away records) are left out unless `include_deleted=true`. An invalid `updated_since` or an unknown field name is `422 validation_error`; a cursor from another query is `400 invalid_cursor`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_subscriptions_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since` (inclusive). Canonical records are always ordered `updated_at asc, canonical_id asc`. Pass the highest `updated_at` seen on the next sync. 
        :param bool include_deleted: With `true`, the page also holds tombstones (records with `deleted_at` set: deleted in every source that held them, or merged into another record, see `merged_into`), in the same `updated_at` order, so an incremental mirror removes them. Default `false`: live records only. 
        :param str fields: Comma-separated list of canonical field names to return for each record (no spaces), e.g. `order_number,total_cents,updated_at`: any field of the entity's schema, common fields (`external_ids`, `last_source_update_at`, `created_at`, `updated_at`) included. `canonical_id` is always included; duplicates are ignored. An unknown or empty field name is `422 validation_error` whose message names it. Without `fields`, every field is returned. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(CanonicalSubscriptionPage, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since',
            'include_deleted',
            'fields'
        ]
        all_params.extend(
            [
                'async_req',
                '_return_http_data_only',
                '_preload_content',
                '_request_timeout'
            ]
        )

        for key, val in six.iteritems(local_var_params['kwargs']):
            if key not in all_params:
                raise ApiTypeError(
                    "Got an unexpected keyword argument '%s'"
                    " to method list_subscriptions" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_subscriptions`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_subscriptions`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_subscriptions`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_subscriptions`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_subscriptions`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('fields' in local_var_params and  # noqa: E501
                                                        len(local_var_params['fields']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `fields` when calling `list_subscriptions`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501
        if 'include_deleted' in local_var_params and local_var_params['include_deleted'] is not None:  # noqa: E501
            query_params.append(('include_deleted', local_var_params['include_deleted']))  # noqa: E501
        if 'fields' in local_var_params and local_var_params['fields'] is not None:  # noqa: E501
            query_params.append(('fields', local_var_params['fields']))  # noqa: E501

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/api/public/data/subscription', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='CanonicalSubscriptionPage',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)
