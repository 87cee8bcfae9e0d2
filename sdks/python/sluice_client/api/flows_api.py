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


class FlowsApi(object):
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None):
        if api_client is None:
            api_client = ApiClient()
        self.api_client = api_client

    def create_flow(self, flow_create, **kwargs):  # noqa: E501
        """Create a flow  # noqa: E501

        Creates a flow from a source connector to a destination connector, moving the given canonical entity types on a schedule. Both connectors must belong to the caller's customer (another customer's or an unknown connector id is `422 validation_error` naming the field). `mappings` optionally overrides, per entity, which source field feeds which canonical field (`{entity: {canonical_field: source_field}}`); its keys must be among `entities`. A new flow is `active` and its first scheduled run is one interval from now (`manual` flows have no `next_run_at`). Answers `201` with the flow. A customer that already has the most flows allowed (200 unless the operator set `SLUICE_MAX_FLOWS_PER_CUSTOMER`) is refused with `409 limit_reached`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.create_flow(flow_create, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param FlowCreate flow_create: (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: FlowDetail
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.create_flow_with_http_info(flow_create, **kwargs)  # noqa: E501

    def create_flow_with_http_info(self, flow_create, **kwargs):  # noqa: E501
        """Create a flow  # noqa: E501

        Creates a flow from a source connector to a destination connector, moving the given canonical entity types on a schedule. Both connectors must belong to the caller's customer (another customer's or an unknown connector id is `422 validation_error` naming the field). `mappings` optionally overrides, per entity, which source field feeds which canonical field (`{entity: {canonical_field: source_field}}`); its keys must be among `entities`. A new flow is `active` and its first scheduled run is one interval from now (`manual` flows have no `next_run_at`). Answers `201` with the flow. A customer that already has the most flows allowed (200 unless the operator set `SLUICE_MAX_FLOWS_PER_CUSTOMER`) is refused with `409 limit_reached`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.create_flow_with_http_info(flow_create, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param FlowCreate flow_create: (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(FlowDetail, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'flow_create',
            'idempotency_key'
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
                    " to method create_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'flow_create' is set
        if self.api_client.client_side_validation and ('flow_create' not in local_var_params or  # noqa: E501
                                                        local_var_params['flow_create'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `flow_create` when calling `create_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_flow`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'flow_create' in local_var_params:
            body_params = local_var_params['flow_create']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/flows', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='FlowDetail',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def delete_flow(self, id, **kwargs):  # noqa: E501
        """Delete a flow  # noqa: E501

        Deletes the flow and its run history. A queued or running run of the flow is cancelled first, in the same transaction (`run.cancelled` is emitted; a running run's worker stops at its next batch boundary without writing further). Answers `204`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.delete_flow(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: None
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.delete_flow_with_http_info(id, **kwargs)  # noqa: E501

    def delete_flow_with_http_info(self, id, **kwargs):  # noqa: E501
        """Delete a flow  # noqa: E501

        Deletes the flow and its run history. A queued or running run of the flow is cancelled first, in the same transaction (`run.cancelled` is emitted; a running run's worker stops at its next batch boundary without writing further). Answers `204`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.delete_flow_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: None
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
                    " to method delete_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `delete_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `delete_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `delete_flow`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/flows/{id}', 'DELETE',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type=None,  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_flow(self, id, **kwargs):  # noqa: E501
        """Get a flow  # noqa: E501

        Returns one flow with its connector and schedule details: every field of the listed flow plus `source_connector`, `destination_connector` (`{id, name, type, status}`) and `schedule_details` (`{label, interval_seconds, next_run_at}`). An unknown id, or a flow of another customer, is `404 flow_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_flow(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: FlowDetail
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_flow_with_http_info(id, **kwargs)  # noqa: E501

    def get_flow_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get a flow  # noqa: E501

        Returns one flow with its connector and schedule details: every field of the listed flow plus `source_connector`, `destination_connector` (`{id, name, type, status}`) and `schedule_details` (`{label, interval_seconds, next_run_at}`). An unknown id, or a flow of another customer, is `404 flow_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_flow_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(FlowDetail, status_code(int), headers(HTTPHeaderDict))
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
                    " to method get_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_flow`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/flows/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='FlowDetail',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_flow_rejections(self, id, **kwargs):  # noqa: E501
        """List a flow's rejected records  # noqa: E501

        Lists the flow's open rejections in the `/v1` list envelope, newest first (by when each record was first rejected): the source records the canonical layer refused (`stage: transform`, code `invalid_record`: a mapping mistake or an invalid value), one per entity type and source id, with the reason the run that last rejected it gave and the source record as it was read (`record`; secret values of the source connector's credentials replaced by `[redacted]`). A record larger than 64 KiB of JSON is listed with `record_kept: false` and `record: null`: a resync reads it again.  A rejection closes (leaves the list) when its record is stored: read again from the source, or reprocessed. The flow's next run after a change to its `mappings` or to its source connector's `config`, `credentials` or `type_version` reprocesses the rejections made before the change, and so does the run `POST /v1/flows/{id}/rejections/reprocess` queues: each record goes through the mapping, the canonical layer and the destination again; one rejected again stays with its new reason. A resync closes the rejections of records it stores, and drops those of records the source no longer has. Changing the flow's source connector, or dropping an entity type from it, drops the rejections that no longer apply. Rejections are kept 30 days after they were last made. Holds copies of source records, hence the `data:read` scope. An unknown flow is `404 flow_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_flow_rejections(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: RecordRejectionList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_flow_rejections_with_http_info(id, **kwargs)  # noqa: E501

    def list_flow_rejections_with_http_info(self, id, **kwargs):  # noqa: E501
        """List a flow's rejected records  # noqa: E501

        Lists the flow's open rejections in the `/v1` list envelope, newest first (by when each record was first rejected): the source records the canonical layer refused (`stage: transform`, code `invalid_record`: a mapping mistake or an invalid value), one per entity type and source id, with the reason the run that last rejected it gave and the source record as it was read (`record`; secret values of the source connector's credentials replaced by `[redacted]`). A record larger than 64 KiB of JSON is listed with `record_kept: false` and `record: null`: a resync reads it again.  A rejection closes (leaves the list) when its record is stored: read again from the source, or reprocessed. The flow's next run after a change to its `mappings` or to its source connector's `config`, `credentials` or `type_version` reprocesses the rejections made before the change, and so does the run `POST /v1/flows/{id}/rejections/reprocess` queues: each record goes through the mapping, the canonical layer and the destination again; one rejected again stays with its new reason. A resync closes the rejections of records it stores, and drops those of records the source no longer has. Changing the flow's source connector, or dropping an entity type from it, drops the rejections that no longer apply. Rejections are kept 30 days after they were last made. Holds copies of source records, hence the `data:read` scope. An unknown flow is `404 flow_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_flow_rejections_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(RecordRejectionList, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'limit',
            'cursor'
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
                    " to method list_flow_rejections" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `list_flow_rejections`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `list_flow_rejections`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `list_flow_rejections`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_flow_rejections`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_flow_rejections`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_flow_rejections`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_flow_rejections`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501

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
            '/v1/flows/{id}/rejections', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='RecordRejectionList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_flows(self, **kwargs):  # noqa: E501
        """List flows  # noqa: E501

        Lists the flows of the key's customer, in the `/v1` list envelope. Without `updated_since` the newest flows come first (`created_at desc, id desc`); with it, flows with `updated_at >= updated_since` in `updated_at asc, id asc` order.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_flows(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since`, ordered `updated_at asc, id asc`. Without it, lists are newest first (`created_at desc, id desc`). Pass the highest `updated_at` seen on the next sync. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: FlowList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_flows_with_http_info(**kwargs)  # noqa: E501

    def list_flows_with_http_info(self, **kwargs):  # noqa: E501
        """List flows  # noqa: E501

        Lists the flows of the key's customer, in the `/v1` list envelope. Without `updated_since` the newest flows come first (`created_at desc, id desc`); with it, flows with `updated_at >= updated_since` in `updated_at asc, id asc` order.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_flows_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param datetime updated_since: Incremental sync: return only records with `updated_at >= updated_since`, ordered `updated_at asc, id asc`. Without it, lists are newest first (`created_at desc, id desc`). Pass the highest `updated_at` seen on the next sync. 
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(FlowList, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'limit',
            'cursor',
            'updated_since'
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
                    " to method list_flows" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_flows`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_flows`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_flows`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_flows`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'limit' in local_var_params and local_var_params['limit'] is not None:  # noqa: E501
            query_params.append(('limit', local_var_params['limit']))  # noqa: E501
        if 'cursor' in local_var_params and local_var_params['cursor'] is not None:  # noqa: E501
            query_params.append(('cursor', local_var_params['cursor']))  # noqa: E501
        if 'updated_since' in local_var_params and local_var_params['updated_since'] is not None:  # noqa: E501
            query_params.append(('updated_since', local_var_params['updated_since']))  # noqa: E501

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
            '/v1/flows', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='FlowList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def pause_flow(self, id, **kwargs):  # noqa: E501
        """Pause a flow  # noqa: E501

        Moves an `active` flow to `paused` and returns the updated flow. No scheduled runs start while a flow is paused; a run already queued or running is not interrupted. Emits `flow.paused` with the acting API key. Pausing a flow that is already paused is `409 conflict`. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.pause_flow(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: Flow
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.pause_flow_with_http_info(id, **kwargs)  # noqa: E501

    def pause_flow_with_http_info(self, id, **kwargs):  # noqa: E501
        """Pause a flow  # noqa: E501

        Moves an `active` flow to `paused` and returns the updated flow. No scheduled runs start while a flow is paused; a run already queued or running is not interrupted. Emits `flow.paused` with the acting API key. Pausing a flow that is already paused is `409 conflict`. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.pause_flow_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(Flow, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'idempotency_key',
            'body'
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
                    " to method pause_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `pause_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `pause_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `pause_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `pause_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `pause_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `pause_flow`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'body' in local_var_params:
            body_params = local_var_params['body']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/flows/{id}/pause', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='Flow',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def reprocess_flow_rejections(self, id, **kwargs):  # noqa: E501
        """Reprocess a flow's rejected records  # noqa: E501

        Queues a new run of the flow with `trigger: manual` that, besides reading on from the flow's checkpoints, puts every open rejection of the flow made before this request (see `GET /v1/flows/{id}/rejections`) through the mapping, the canonical layer and the destination again, and answers `202` with its id. Each record stored now leaves the list and counts in the run's `records_succeeded`; one rejected again stays, with the new reason and this run's id. Records not kept (`record_kept: false`) are not reprocessed: a resync reads them again. Should the run not get to them (it fails or is cancelled first), the flow's next run does. Like trigger: `409 run_in_progress` while a run is queued or running, `409 conflict` for a paused flow, and `Idempotency-Key` replays the first answer. Counts against the trigger rate-limit class. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.reprocess_flow_rejections(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: RunCreated
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.reprocess_flow_rejections_with_http_info(id, **kwargs)  # noqa: E501

    def reprocess_flow_rejections_with_http_info(self, id, **kwargs):  # noqa: E501
        """Reprocess a flow's rejected records  # noqa: E501

        Queues a new run of the flow with `trigger: manual` that, besides reading on from the flow's checkpoints, puts every open rejection of the flow made before this request (see `GET /v1/flows/{id}/rejections`) through the mapping, the canonical layer and the destination again, and answers `202` with its id. Each record stored now leaves the list and counts in the run's `records_succeeded`; one rejected again stays, with the new reason and this run's id. Records not kept (`record_kept: false`) are not reprocessed: a resync reads them again. Should the run not get to them (it fails or is cancelled first), the flow's next run does. Like trigger: `409 run_in_progress` while a run is queued or running, `409 conflict` for a paused flow, and `Idempotency-Key` replays the first answer. Counts against the trigger rate-limit class. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.reprocess_flow_rejections_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(RunCreated, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'idempotency_key',
            'body'
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
                    " to method reprocess_flow_rejections" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `reprocess_flow_rejections`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `reprocess_flow_rejections`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `reprocess_flow_rejections`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `reprocess_flow_rejections`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `reprocess_flow_rejections`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `reprocess_flow_rejections`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'body' in local_var_params:
            body_params = local_var_params['body']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/flows/{id}/rejections/reprocess', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='RunCreated',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def resume_flow(self, id, **kwargs):  # noqa: E501
        """Resume a flow  # noqa: E501

        Returns a `paused` flow to `active` and returns the updated flow (the spec leaves the resumed state and the response shape open; we return the flow, as pause does). Scheduled runs continue from the next slot of the schedule; missed slots are not back-filled. Emits `flow.resumed` with the acting API key. Resuming a flow that is not paused is `409 conflict`. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.resume_flow(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: Flow
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.resume_flow_with_http_info(id, **kwargs)  # noqa: E501

    def resume_flow_with_http_info(self, id, **kwargs):  # noqa: E501
        """Resume a flow  # noqa: E501

        Returns a `paused` flow to `active` and returns the updated flow (the spec leaves the resumed state and the response shape open; we return the flow, as pause does). Scheduled runs continue from the next slot of the schedule; missed slots are not back-filled. Emits `flow.resumed` with the acting API key. Resuming a flow that is not paused is `409 conflict`. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.resume_flow_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(Flow, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'idempotency_key',
            'body'
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
                    " to method resume_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `resume_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `resume_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `resume_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `resume_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `resume_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `resume_flow`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'body' in local_var_params:
            body_params = local_var_params['body']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/flows/{id}/resume', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='Flow',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def resync_flow(self, id, **kwargs):  # noqa: E501
        """Re-read a flow from the beginning  # noqa: E501

        Queues a run with `trigger: resync` that reads the chosen entity types (all of the flow's by default) from the beginning instead of from the saved checkpoints, and answers `202` with its id. While it reads it **reconciles deletions**: every record the flow stored from this source that the source no longer has is deleted (its external id is removed from the canonical record; a record no source holds any more becomes a tombstone, see `deleted_at`). The flow's checkpoints move only when the resync succeeds (`succeeded` or `partial`); a failed or cancelled resync leaves them where they were. Like trigger: `409 run_in_progress` while a run is queued or running, `409 conflict` for a paused flow, and `Idempotency-Key` replays the first answer. An entity type the flow does not move is `422 validation_error` naming it. Counts against the trigger rate-limit class (60 requests/min).   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.resync_flow(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param FlowResync flow_resync: Optional; no body (or `{}`/`null`) re-reads every entity type of the flow.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: RunCreated
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.resync_flow_with_http_info(id, **kwargs)  # noqa: E501

    def resync_flow_with_http_info(self, id, **kwargs):  # noqa: E501
        """Re-read a flow from the beginning  # noqa: E501

        Queues a run with `trigger: resync` that reads the chosen entity types (all of the flow's by default) from the beginning instead of from the saved checkpoints, and answers `202` with its id. While it reads it **reconciles deletions**: every record the flow stored from this source that the source no longer has is deleted (its external id is removed from the canonical record; a record no source holds any more becomes a tombstone, see `deleted_at`). The flow's checkpoints move only when the resync succeeds (`succeeded` or `partial`); a failed or cancelled resync leaves them where they were. Like trigger: `409 run_in_progress` while a run is queued or running, `409 conflict` for a paused flow, and `Idempotency-Key` replays the first answer. An entity type the flow does not move is `422 validation_error` naming it. Counts against the trigger rate-limit class (60 requests/min).   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.resync_flow_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param FlowResync flow_resync: Optional; no body (or `{}`/`null`) re-reads every entity type of the flow.
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(RunCreated, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'idempotency_key',
            'flow_resync'
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
                    " to method resync_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `resync_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `resync_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `resync_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `resync_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `resync_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `resync_flow`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'flow_resync' in local_var_params:
            body_params = local_var_params['flow_resync']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/flows/{id}/resync', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='RunCreated',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def trigger_flow(self, id, **kwargs):  # noqa: E501
        """Trigger a flow run now  # noqa: E501

        Queues a new run of the flow with `trigger: manual` and answers `202` with its id; the run executes asynchronously (follow it with `GET /v1/runs/{id}` or the `run.*` webhook events). A flow has at most one queued or running run: triggering while one is in flight is `409 run_in_progress`; triggering a paused flow is `409 conflict`. Counts only against the trigger rate-limit class (60 requests/min). No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.trigger_flow(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: RunCreated
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.trigger_flow_with_http_info(id, **kwargs)  # noqa: E501

    def trigger_flow_with_http_info(self, id, **kwargs):  # noqa: E501
        """Trigger a flow run now  # noqa: E501

        Queues a new run of the flow with `trigger: manual` and answers `202` with its id; the run executes asynchronously (follow it with `GET /v1/runs/{id}` or the `run.*` webhook events). A flow has at most one queued or running run: triggering while one is in flight is `409 run_in_progress`; triggering a paused flow is `409 conflict`. Counts only against the trigger rate-limit class (60 requests/min). No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.trigger_flow_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(RunCreated, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'idempotency_key',
            'body'
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
                    " to method trigger_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `trigger_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `trigger_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `trigger_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `trigger_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `trigger_flow`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `trigger_flow`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'body' in local_var_params:
            body_params = local_var_params['body']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/flows/{id}/trigger', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='RunCreated',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def update_flow(self, id, flow_update, **kwargs):  # noqa: E501
        """Update a flow  # noqa: E501

        Changes any of `name`, `source_connector_id`, `destination_connector_id`, `entities`, `schedule` and `mappings`; fields left out keep their value. A schedule change on an active flow moves `next_run_at` to one new interval from now. Status changes go through pause and resume, not here. An empty body is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.update_flow(id, flow_update, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param FlowUpdate flow_update: (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: FlowDetail
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.update_flow_with_http_info(id, flow_update, **kwargs)  # noqa: E501

    def update_flow_with_http_info(self, id, flow_update, **kwargs):  # noqa: E501
        """Update a flow  # noqa: E501

        Changes any of `name`, `source_connector_id`, `destination_connector_id`, `entities`, `schedule` and `mappings`; fields left out keep their value. A schedule change on an active flow moves `next_run_at` to one new interval from now. Status changes go through pause and resume, not here. An empty body is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.update_flow_with_http_info(id, flow_update, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The flow id (`flw_…`). An unknown id is `404 flow_not_found`. (required)
        :param FlowUpdate flow_update: (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(FlowDetail, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'flow_update'
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
                    " to method update_flow" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `update_flow`")  # noqa: E501
        # verify the required parameter 'flow_update' is set
        if self.api_client.client_side_validation and ('flow_update' not in local_var_params or  # noqa: E501
                                                        local_var_params['flow_update'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `flow_update` when calling `update_flow`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `update_flow`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `update_flow`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        if 'flow_update' in local_var_params:
            body_params = local_var_params['flow_update']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/flows/{id}', 'PATCH',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='FlowDetail',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)
