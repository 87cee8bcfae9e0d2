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


class RunsApi(object):
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None):
        if api_client is None:
            api_client = ApiClient()
        self.api_client = api_client

    def cancel_run(self, id, **kwargs):  # noqa: E501
        """Cancel a queued or running run  # noqa: E501

        Stops a `queued` or `running` run. A queued run is `cancelled` at once; a running run stops at its next batch boundary (records already stored stay stored, and the flow's checkpoints keep what was committed, so the next run resumes from there). Answers `202` with the run as it stands: `cancelled`, or still `running` until its worker reaches the boundary. A cancelled run carries the error `cancelled` (stage null) and emits `run.cancelled`. Cancelling a run that has already ended (`succeeded`, `partial`, `failed`, `cancelled`) is `409 conflict`. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.cancel_run(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: Run
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.cancel_run_with_http_info(id, **kwargs)  # noqa: E501

    def cancel_run_with_http_info(self, id, **kwargs):  # noqa: E501
        """Cancel a queued or running run  # noqa: E501

        Stops a `queued` or `running` run. A queued run is `cancelled` at once; a running run stops at its next batch boundary (records already stored stay stored, and the flow's checkpoints keep what was committed, so the next run resumes from there). Answers `202` with the run as it stands: `cancelled`, or still `running` until its worker reaches the boundary. A cancelled run carries the error `cancelled` (stage null) and emits `run.cancelled`. Cancelling a run that has already ended (`succeeded`, `partial`, `failed`, `cancelled`) is `409 conflict`. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.cancel_run_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
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
        :return: tuple(Run, status_code(int), headers(HTTPHeaderDict))
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
                    " to method cancel_run" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `cancel_run`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `cancel_run`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `cancel_run`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `cancel_run`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `cancel_run`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `cancel_run`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
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
            '/v1/runs/{id}/cancel', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='Run',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_overview(self, **kwargs):  # noqa: E501
        """Runs, records and webhook attempts over time  # noqa: E501

        The key's customer's activity over the last 24 hours (24 buckets of an hour) or 7 days (28 buckets of 6 hours), oldest bucket first: runs by how they ended, the records they moved (processed without failing), and webhook attempts by outcome. A run counts in the bucket it was created in, an attempt in the one it started in. Buckets start on whole hours (UTC); the last one holds the current hour, so the numbers of a bucket still open grow. This is what the console's overview charts.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_overview(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str range: The span covered, `24h` (default) or `7d`.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: Overview
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_overview_with_http_info(**kwargs)  # noqa: E501

    def get_overview_with_http_info(self, **kwargs):  # noqa: E501
        """Runs, records and webhook attempts over time  # noqa: E501

        The key's customer's activity over the last 24 hours (24 buckets of an hour) or 7 days (28 buckets of 6 hours), oldest bucket first: runs by how they ended, the records they moved (processed without failing), and webhook attempts by outcome. A run counts in the bucket it was created in, an attempt in the one it started in. Buckets start on whole hours (UTC); the last one holds the current hour, so the numbers of a bucket still open grow. This is what the console's overview charts.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_overview_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str range: The span covered, `24h` (default) or `7d`.
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(Overview, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'range'
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
                    " to method get_overview" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        collection_formats = {}

        path_params = {}

        query_params = []
        if 'range' in local_var_params and local_var_params['range'] is not None:  # noqa: E501
            query_params.append(('range', local_var_params['range']))  # noqa: E501

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
            '/v1/overview', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='Overview',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_run(self, id, **kwargs):  # noqa: E501
        """Get a run  # noqa: E501

        Returns one run with its record counts, duration and errors. An unknown id, or a run of another customer, is `404 run_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_run(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: Run
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_run_with_http_info(id, **kwargs)  # noqa: E501

    def get_run_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get a run  # noqa: E501

        Returns one run with its record counts, duration and errors. An unknown id, or a run of another customer, is `404 run_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_run_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(Run, status_code(int), headers(HTTPHeaderDict))
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
                    " to method get_run" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_run`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_run`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_run`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/runs/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='Run',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_run_rejections(self, id, **kwargs):  # noqa: E501
        """List the records a run rejected  # noqa: E501

        Lists the rejections this run made that are still open, in the `/v1` list envelope, newest first: each source record it could not store (`stage: transform`, code `invalid_record`), with the reason and the record as it was read (see `GET /v1/flows/{id}/rejections`, which lists all of the flow's). A rejection leaves this list when its record is stored, and moves to a later run's list when that run rejects the record again. A resync, or the flow's next run after its mappings or its source connector's settings change, or `POST /v1/flows/{id}/rejections/reprocess`, reprocesses them. Holds copies of source records, hence the `data:read` scope. An unknown run, or one of another customer, is `404 run_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_run_rejections(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
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
        return self.list_run_rejections_with_http_info(id, **kwargs)  # noqa: E501

    def list_run_rejections_with_http_info(self, id, **kwargs):  # noqa: E501
        """List the records a run rejected  # noqa: E501

        Lists the rejections this run made that are still open, in the `/v1` list envelope, newest first: each source record it could not store (`stage: transform`, code `invalid_record`), with the reason and the record as it was read (see `GET /v1/flows/{id}/rejections`, which lists all of the flow's). A rejection leaves this list when its record is stored, and moves to a later run's list when that run rejects the record again. A resync, or the flow's next run after its mappings or its source connector's settings change, or `POST /v1/flows/{id}/rejections/reprocess`, reprocesses them. Holds copies of source records, hence the `data:read` scope. An unknown run, or one of another customer, is `404 run_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_run_rejections_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
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
                    " to method list_run_rejections" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `list_run_rejections`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `list_run_rejections`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `list_run_rejections`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_run_rejections`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_run_rejections`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_run_rejections`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_run_rejections`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/runs/{id}/rejections', 'GET',
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

    def list_runs(self, **kwargs):  # noqa: E501
        """List runs  # noqa: E501

        Lists the runs of the key's customer, in the `/v1` list envelope, optionally filtered by flow, status and creation time (`from` inclusive, `to` exclusive, both on `created_at`). Filters combine with AND. Ordering as for every `/v1` list: newest first without `updated_since`, `updated_at asc, id asc` with it. An unknown `flow_id` yields an empty page, not a 404.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_runs(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str flow_id: Only runs of this flow (`flw_…`). An unknown flow id yields an empty page.
        :param RunStatus status: Only runs in this status.
        :param datetime _from: Only runs created at or after this time (inclusive, on `created_at`). ISO 8601.
        :param datetime to: Only runs created before this time (exclusive, on `created_at`). ISO 8601.
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
        :return: RunList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_runs_with_http_info(**kwargs)  # noqa: E501

    def list_runs_with_http_info(self, **kwargs):  # noqa: E501
        """List runs  # noqa: E501

        Lists the runs of the key's customer, in the `/v1` list envelope, optionally filtered by flow, status and creation time (`from` inclusive, `to` exclusive, both on `created_at`). Filters combine with AND. Ordering as for every `/v1` list: newest first without `updated_since`, `updated_at asc, id asc` with it. An unknown `flow_id` yields an empty page, not a 404.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_runs_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str flow_id: Only runs of this flow (`flw_…`). An unknown flow id yields an empty page.
        :param RunStatus status: Only runs in this status.
        :param datetime _from: Only runs created at or after this time (inclusive, on `created_at`). ISO 8601.
        :param datetime to: Only runs created before this time (exclusive, on `created_at`). ISO 8601.
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
        :return: tuple(RunList, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'flow_id',
            'status',
            '_from',
            'to',
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
                    " to method list_runs" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and ('flow_id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['flow_id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `flow_id` when calling `list_runs`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('flow_id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['flow_id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `flow_id` when calling `list_runs`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_runs`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_runs`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_runs`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_runs`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []
        if 'flow_id' in local_var_params and local_var_params['flow_id'] is not None:  # noqa: E501
            query_params.append(('flow_id', local_var_params['flow_id']))  # noqa: E501
        if 'status' in local_var_params and local_var_params['status'] is not None:  # noqa: E501
            query_params.append(('status', local_var_params['status']))  # noqa: E501
        if '_from' in local_var_params and local_var_params['_from'] is not None:  # noqa: E501
            query_params.append(('from', local_var_params['_from']))  # noqa: E501
        if 'to' in local_var_params and local_var_params['to'] is not None:  # noqa: E501
            query_params.append(('to', local_var_params['to']))  # noqa: E501
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
            '/v1/runs', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='RunList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def retry_run(self, id, **kwargs):  # noqa: E501
        """Retry a failed run  # noqa: E501

        Queues a new run of the same flow with `trigger: retry` and `retry_of` set to this run, and answers `202` with its id. Only a `failed` run can be retried; any other status is `409 conflict`. As with a trigger, a flow that already has a queued or running run answers `409 run_in_progress`, and a paused flow `409 conflict`. The new run starts from the flow's saved source checkpoint, not from scratch. Counts against the write rate-limit class. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.retry_run(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
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
        return self.retry_run_with_http_info(id, **kwargs)  # noqa: E501

    def retry_run_with_http_info(self, id, **kwargs):  # noqa: E501
        """Retry a failed run  # noqa: E501

        Queues a new run of the same flow with `trigger: retry` and `retry_of` set to this run, and answers `202` with its id. Only a `failed` run can be retried; any other status is `409 conflict`. As with a trigger, a flow that already has a queued or running run answers `409 run_in_progress`, and a paused flow `409 conflict`. The new run starts from the flow's saved source checkpoint, not from scratch. Counts against the write rate-limit class. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.retry_run_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The run id (`run_…`). An unknown id is `404 run_not_found`. (required)
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
                    " to method retry_run" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `retry_run`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `retry_run`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `retry_run`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `retry_run`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `retry_run`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `retry_run`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
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
            '/v1/runs/{id}/retry', 'POST',
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
