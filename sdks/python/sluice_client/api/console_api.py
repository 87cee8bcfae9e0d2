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


class ConsoleApi(object):
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None):
        if api_client is None:
            api_client = ApiClient()
        self.api_client = api_client

    def change_password(self, password_change, **kwargs):  # noqa: E501
        """Set or change the signed-in user's password  # noqa: E501

        Sets the signed-in user's password (at least 12 and at most 1024 characters). When the user already has a password, `current_password` must match it (`422` otherwise). Every other session of the user ends; this one stays.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.change_password(password_change, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param PasswordChange password_change: (required)
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
        return self.change_password_with_http_info(password_change, **kwargs)  # noqa: E501

    def change_password_with_http_info(self, password_change, **kwargs):  # noqa: E501
        """Set or change the signed-in user's password  # noqa: E501

        Sets the signed-in user's password (at least 12 and at most 1024 characters). When the user already has a password, `current_password` must match it (`422` otherwise). Every other session of the user ends; this one stays.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.change_password_with_http_info(password_change, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param PasswordChange password_change: (required)
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
            'password_change'
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
                    " to method change_password" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'password_change' is set
        if self.api_client.client_side_validation and ('password_change' not in local_var_params or  # noqa: E501
                                                        local_var_params['password_change'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `password_change` when calling `change_password`")  # noqa: E501

        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        if 'password_change' in local_var_params:
            body_params = local_var_params['password_change']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/session/password', 'PUT',
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

    def create_api_key(self, api_key_create, **kwargs):  # noqa: E501
        """Create an API key  # noqa: E501

        Creates an API key for the signed-in user and answers with its secret `key` (`svc_…`). **The key is shown only in this answer.** `scopes` is a non-empty list of scopes the user's role holds (`403 forbidden` for any other); `expires_in_days` is 30, 90 or 365, or absent for a key that does not expire. A key's permission is always its scopes ∩ its user's current role. A customer that already has the most live keys allowed (50 keys neither revoked nor expired, unless the operator set `SLUICE_MAX_API_KEYS_PER_CUSTOMER`) is refused with `409 limit_reached`: revoke one first.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.create_api_key(api_key_create, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param ApiKeyCreate api_key_create: (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: ApiKeyWithSecret
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.create_api_key_with_http_info(api_key_create, **kwargs)  # noqa: E501

    def create_api_key_with_http_info(self, api_key_create, **kwargs):  # noqa: E501
        """Create an API key  # noqa: E501

        Creates an API key for the signed-in user and answers with its secret `key` (`svc_…`). **The key is shown only in this answer.** `scopes` is a non-empty list of scopes the user's role holds (`403 forbidden` for any other); `expires_in_days` is 30, 90 or 365, or absent for a key that does not expire. A key's permission is always its scopes ∩ its user's current role. A customer that already has the most live keys allowed (50 keys neither revoked nor expired, unless the operator set `SLUICE_MAX_API_KEYS_PER_CUSTOMER`) is refused with `409 limit_reached`: revoke one first.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.create_api_key_with_http_info(api_key_create, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param ApiKeyCreate api_key_create: (required)
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
        :return: tuple(ApiKeyWithSecret, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'api_key_create',
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
                    " to method create_api_key" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'api_key_create' is set
        if self.api_client.client_side_validation and ('api_key_create' not in local_var_params or  # noqa: E501
                                                        local_var_params['api_key_create'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `api_key_create` when calling `create_api_key`")  # noqa: E501

        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_api_key`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_api_key`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_api_key`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'api_key_create' in local_var_params:
            body_params = local_var_params['api_key_create']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/api-keys', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='ApiKeyWithSecret',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_session(self, **kwargs):  # noqa: E501
        """The signed-in user and their session  # noqa: E501

        Answers who is signed in: the user, their customer, their current role and the scopes that role grants, and when the session ends. Without a valid session cookie this is `401 unauthorized`; the console uses it to decide between its pages and the sign-in page.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_session(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: ConsoleSession
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_session_with_http_info(**kwargs)  # noqa: E501

    def get_session_with_http_info(self, **kwargs):  # noqa: E501
        """The signed-in user and their session  # noqa: E501

        Answers who is signed in: the user, their customer, their current role and the scopes that role grants, and when the session ends. Without a valid session cookie this is `401 unauthorized`; the console uses it to decide between its pages and the sign-in page.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_session_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(ConsoleSession, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
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
                    " to method get_session" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/session', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='ConsoleSession',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def invite_member(self, member_invite, **kwargs):  # noqa: E501
        """Invite a member  # noqa: E501

        Adds a user with an email and a role to the customer and answers with a one-time sign-in link for them (Sluice sends no mail: hand the link over). Nobody grants a role above their own (`403 forbidden`); an email already in the customer is `409 conflict`. A customer that already has the most members allowed (100 unless the operator set `SLUICE_MAX_MEMBERS_PER_CUSTOMER`) is `409 limit_reached`. Owners and admins only.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.invite_member(member_invite, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param MemberInvite member_invite: (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: MemberInvitation
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.invite_member_with_http_info(member_invite, **kwargs)  # noqa: E501

    def invite_member_with_http_info(self, member_invite, **kwargs):  # noqa: E501
        """Invite a member  # noqa: E501

        Adds a user with an email and a role to the customer and answers with a one-time sign-in link for them (Sluice sends no mail: hand the link over). Nobody grants a role above their own (`403 forbidden`); an email already in the customer is `409 conflict`. A customer that already has the most members allowed (100 unless the operator set `SLUICE_MAX_MEMBERS_PER_CUSTOMER`) is `409 limit_reached`. Owners and admins only.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.invite_member_with_http_info(member_invite, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param MemberInvite member_invite: (required)
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
        :return: tuple(MemberInvitation, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'member_invite',
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
                    " to method invite_member" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'member_invite' is set
        if self.api_client.client_side_validation and ('member_invite' not in local_var_params or  # noqa: E501
                                                        local_var_params['member_invite'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `member_invite` when calling `invite_member`")  # noqa: E501

        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `invite_member`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `invite_member`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `invite_member`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'member_invite' in local_var_params:
            body_params = local_var_params['member_invite']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/members', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='MemberInvitation',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_api_keys(self, **kwargs):  # noqa: E501
        """List API keys  # noqa: E501

        Lists API keys, newest first: an owner or admin sees every key of the customer, a member or viewer their own. Each key shows its name, its first characters (`prefix`), scopes, creation, expiry, last use (updated at most once a minute) and revocation time; the secret itself is never shown again after creation.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_api_keys(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: ApiKeyList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_api_keys_with_http_info(**kwargs)  # noqa: E501

    def list_api_keys_with_http_info(self, **kwargs):  # noqa: E501
        """List API keys  # noqa: E501

        Lists API keys, newest first: an owner or admin sees every key of the customer, a member or viewer their own. Each key shows its name, its first characters (`prefix`), scopes, creation, expiry, last use (updated at most once a minute) and revocation time; the secret itself is never shown again after creation.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_api_keys_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
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
        :return: tuple(ApiKeyList, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
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
                    " to method list_api_keys" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_api_keys`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_api_keys`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_api_keys`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_api_keys`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

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
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/api-keys', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='ApiKeyList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_members(self, **kwargs):  # noqa: E501
        """List the members of the customer  # noqa: E501

        Lists the users of the signed-in user's customer, oldest first, in the usual list envelope. Owners and admins only (`403 forbidden` for members and viewers).   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_members(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param int limit: Maximum number of records in the page.
        :param str cursor: The opaque `next_cursor` of the previous page. Cursors are signed and bound to the customer and to the query's filters (and `updated_since`); a modified or foreign cursor, or one sent with different filters, is `400 invalid_cursor`. Omit it for the first page; a `null` `next_cursor` means the result set has ended. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: MemberList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_members_with_http_info(**kwargs)  # noqa: E501

    def list_members_with_http_info(self, **kwargs):  # noqa: E501
        """List the members of the customer  # noqa: E501

        Lists the users of the signed-in user's customer, oldest first, in the usual list envelope. Owners and admins only (`403 forbidden` for members and viewers).   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_members_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
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
        :return: tuple(MemberList, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
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
                    " to method list_members" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_members`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_members`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_members`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_members`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}

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
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/members', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='MemberList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def remove_member(self, id, **kwargs):  # noqa: E501
        """Remove a member  # noqa: E501

        Removes a member: their sessions end and their API keys stop working at once. Nobody removes someone with a role above their own, and the last owner cannot be removed (`409 conflict`). Removing yourself is allowed (you are signed out) unless you are the last owner. Owners and admins only.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.remove_member(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The member's user id (`usr_…`). An unknown id is `404 not_found`. (required)
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
        return self.remove_member_with_http_info(id, **kwargs)  # noqa: E501

    def remove_member_with_http_info(self, id, **kwargs):  # noqa: E501
        """Remove a member  # noqa: E501

        Removes a member: their sessions end and their API keys stop working at once. Nobody removes someone with a role above their own, and the last owner cannot be removed (`409 conflict`). Removing yourself is allowed (you are signed out) unless you are the last owner. Owners and admins only.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.remove_member_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The member's user id (`usr_…`). An unknown id is `404 not_found`. (required)
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
                    " to method remove_member" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `remove_member`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `remove_member`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `remove_member`, length must be greater than or equal to `1`")  # noqa: E501
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
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/members/{id}', 'DELETE',
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

    def revoke_api_key(self, id, **kwargs):  # noqa: E501
        """Revoke an API key  # noqa: E501

        Revokes a key: requests with it are `401` from the next one on. A member or viewer revokes their own keys (another user's key is `404`); an owner or admin any key of the customer except those of a user whose role is above their own (an admin revoking an owner's key is `403`). Revoking a revoked key changes nothing and answers the key.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.revoke_api_key(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The API key's id (`key_…`). An unknown id is `404 not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: ApiKey
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.revoke_api_key_with_http_info(id, **kwargs)  # noqa: E501

    def revoke_api_key_with_http_info(self, id, **kwargs):  # noqa: E501
        """Revoke an API key  # noqa: E501

        Revokes a key: requests with it are `401` from the next one on. A member or viewer revokes their own keys (another user's key is `404`); an owner or admin any key of the customer except those of a user whose role is above their own (an admin revoking an owner's key is `403`). Revoking a revoked key changes nothing and answers the key.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.revoke_api_key_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The API key's id (`key_…`). An unknown id is `404 not_found`. (required)
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
        :return: tuple(ApiKey, status_code(int), headers(HTTPHeaderDict))
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
                    " to method revoke_api_key" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `revoke_api_key`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `revoke_api_key`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `revoke_api_key`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `revoke_api_key`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `revoke_api_key`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `revoke_api_key`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
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
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/api-keys/{id}/revoke', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='ApiKey',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def sign_in(self, sign_in_request, **kwargs):  # noqa: E501
        """Sign in with email and password  # noqa: E501

        Checks an email and password and, when they match, starts a console session: the answer sets the `sluice_session` cookie (`HttpOnly`, `SameSite=Strict`, `Path=/`, and `Secure` when Sluice is served over https). The session ends after 12 hours without a request, after 7 days in any case, or when signed out.  A wrong email and a wrong password are the same `401 unauthorized` (\"wrong email or password\"), so the answer does not tell whether an email has an account. After 10 failed attempts within 15 minutes for one email, or from one client address, further attempts are `429 rate_limited` with `Retry-After` until the oldest failure is 15 minutes old. The request must come from Sluice's own origin (`Origin` header); any other origin is `403 forbidden`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.sign_in(sign_in_request, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param SignInRequest sign_in_request: (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: ConsoleSession
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.sign_in_with_http_info(sign_in_request, **kwargs)  # noqa: E501

    def sign_in_with_http_info(self, sign_in_request, **kwargs):  # noqa: E501
        """Sign in with email and password  # noqa: E501

        Checks an email and password and, when they match, starts a console session: the answer sets the `sluice_session` cookie (`HttpOnly`, `SameSite=Strict`, `Path=/`, and `Secure` when Sluice is served over https). The session ends after 12 hours without a request, after 7 days in any case, or when signed out.  A wrong email and a wrong password are the same `401 unauthorized` (\"wrong email or password\"), so the answer does not tell whether an email has an account. After 10 failed attempts within 15 minutes for one email, or from one client address, further attempts are `429 rate_limited` with `Retry-After` until the oldest failure is 15 minutes old. The request must come from Sluice's own origin (`Origin` header); any other origin is `403 forbidden`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.sign_in_with_http_info(sign_in_request, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param SignInRequest sign_in_request: (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(ConsoleSession, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'sign_in_request'
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
                    " to method sign_in" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'sign_in_request' is set
        if self.api_client.client_side_validation and ('sign_in_request' not in local_var_params or  # noqa: E501
                                                        local_var_params['sign_in_request'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `sign_in_request` when calling `sign_in`")  # noqa: E501

        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        if 'sign_in_request' in local_var_params:
            body_params = local_var_params['sign_in_request']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = []  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/session', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='ConsoleSession',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def sign_in_with_link(self, sign_in_link_request, **kwargs):  # noqa: E501
        """Sign in with a one-time link  # noqa: E501

        Exchanges the token of a sign-in link (`<base>/login/link#<token>`, made by `sluice users login-link`, by `sluice start` for the demo owner, or by inviting a member) for a session, exactly like a password sign-in. A link works once and for 15 minutes; a used, expired or unknown token is `401 unauthorized`. Failed attempts count against the same throttle as passwords.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.sign_in_with_link(sign_in_link_request, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param SignInLinkRequest sign_in_link_request: (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: ConsoleSession
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.sign_in_with_link_with_http_info(sign_in_link_request, **kwargs)  # noqa: E501

    def sign_in_with_link_with_http_info(self, sign_in_link_request, **kwargs):  # noqa: E501
        """Sign in with a one-time link  # noqa: E501

        Exchanges the token of a sign-in link (`<base>/login/link#<token>`, made by `sluice users login-link`, by `sluice start` for the demo owner, or by inviting a member) for a session, exactly like a password sign-in. A link works once and for 15 minutes; a used, expired or unknown token is `401 unauthorized`. Failed attempts count against the same throttle as passwords.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.sign_in_with_link_with_http_info(sign_in_link_request, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param SignInLinkRequest sign_in_link_request: (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(ConsoleSession, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'sign_in_link_request'
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
                    " to method sign_in_with_link" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'sign_in_link_request' is set
        if self.api_client.client_side_validation and ('sign_in_link_request' not in local_var_params or  # noqa: E501
                                                        local_var_params['sign_in_link_request'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `sign_in_link_request` when calling `sign_in_with_link`")  # noqa: E501

        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        if 'sign_in_link_request' in local_var_params:
            body_params = local_var_params['sign_in_link_request']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = []  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/session/link', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='ConsoleSession',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def sign_out(self, **kwargs):  # noqa: E501
        """Sign out  # noqa: E501

        Ends the current session on the server (its cookie no longer signs anyone in, even if it was copied) and clears the cookie. Needs a request from Sluice's own origin.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.sign_out(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
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
        return self.sign_out_with_http_info(**kwargs)  # noqa: E501

    def sign_out_with_http_info(self, **kwargs):  # noqa: E501
        """Sign out  # noqa: E501

        Ends the current session on the server (its cookie no longer signs anyone in, even if it was copied) and clears the cookie. Needs a request from Sluice's own origin.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.sign_out_with_http_info(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
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
                    " to method sign_out" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/session', 'DELETE',
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

    def update_member(self, id, member_update, **kwargs):  # noqa: E501
        """Change a member's role  # noqa: E501

        Changes a member's role; it applies to their sessions and API keys from their next request (a key's scopes are intersected with the role on every request). Nobody grants a role above their own or changes the role of someone above them, and the last owner cannot be demoted (`409 conflict`). Owners and admins only.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.update_member(id, member_update, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The member's user id (`usr_…`). An unknown id is `404 not_found`. (required)
        :param MemberUpdate member_update: (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: Member
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.update_member_with_http_info(id, member_update, **kwargs)  # noqa: E501

    def update_member_with_http_info(self, id, member_update, **kwargs):  # noqa: E501
        """Change a member's role  # noqa: E501

        Changes a member's role; it applies to their sessions and API keys from their next request (a key's scopes are intersected with the role on every request). Nobody grants a role above their own or changes the role of someone above them, and the last owner cannot be demoted (`409 conflict`). Owners and admins only.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.update_member_with_http_info(id, member_update, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The member's user id (`usr_…`). An unknown id is `404 not_found`. (required)
        :param MemberUpdate member_update: (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(Member, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'member_update'
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
                    " to method update_member" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `update_member`")  # noqa: E501
        # verify the required parameter 'member_update' is set
        if self.api_client.client_side_validation and ('member_update' not in local_var_params or  # noqa: E501
                                                        local_var_params['member_update'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `member_update` when calling `update_member`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `update_member`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `update_member`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        if 'member_update' in local_var_params:
            body_params = local_var_params['member_update']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/console/v1/members/{id}', 'PATCH',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='Member',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)
