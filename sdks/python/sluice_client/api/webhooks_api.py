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


class WebhooksApi(object):
    """NOTE: This class is auto generated by OpenAPI Generator
    Ref: https://openapi-generator.tech

    Do not edit the class manually.
    """

    def __init__(self, api_client=None):
        if api_client is None:
            api_client = ApiClient()
        self.api_client = api_client

    def create_webhook(self, webhook_endpoint_create, **kwargs):  # noqa: E501
        """Create a webhook endpoint  # noqa: E501

        Registers an HTTPS endpoint for the events it subscribes to and answers `201` with the endpoint and its signing secret `secret` (`whsec_…`). **The secret is shown only here (and after a rotation); store it.** Deliveries are signed with it (see `X-Service-Signature` in the webhooks guide).  `url` must be `https` (`http` and any other scheme is `422 validation_error`), must not carry credentials, and its host must resolve to public addresses only: loopback, private (RFC 1918), link-local, carrier-grade NAT, cloud metadata (`169.254.169.254`), IPv6 unique-local and link-local, IPv4-mapped IPv6, unspecified, multicast, documentation and other reserved ranges are refused with `422` naming `url`. The same check runs again on every connect, on the address actually dialled, and redirects are never followed. `events` is a non-empty list of event names (`webhook.test` is sent by the test operation only and cannot be subscribed to); an unknown one is `422`. `description` is optional; `enabled` defaults to `true`. An endpoint receives the events that happen after it was created. A customer that already has the most endpoints allowed (20 unless the operator set `SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER`) is refused with `409 limit_reached`.  `rate_limit` (1 to 1000 deliveries per second, optional) caps how fast deliveries are sent to it; the rest wait their turn. `headers` (at most 20) are custom request headers sent with every attempt: a name Sluice sets itself or that frames the request (`Content-Type`, `Host`, `User-Agent`, `X-Service-*`, `webhook-*`, …), a duplicate name (case-insensitive), a name that is not an HTTP token or a value with control or non-Latin-1 characters is `422` naming the field (`body field 'headers[2].name' …`). A header with `secret: true` is stored encrypted and its value is write-only: every answer shows it as `{\"name\": …, \"value\": null, \"secret\": true}`, the attempt log shows `[redacted]`, and it is never logged.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.create_webhook(webhook_endpoint_create, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param WebhookEndpointCreate webhook_endpoint_create: (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookEndpointWithSecret
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.create_webhook_with_http_info(webhook_endpoint_create, **kwargs)  # noqa: E501

    def create_webhook_with_http_info(self, webhook_endpoint_create, **kwargs):  # noqa: E501
        """Create a webhook endpoint  # noqa: E501

        Registers an HTTPS endpoint for the events it subscribes to and answers `201` with the endpoint and its signing secret `secret` (`whsec_…`). **The secret is shown only here (and after a rotation); store it.** Deliveries are signed with it (see `X-Service-Signature` in the webhooks guide).  `url` must be `https` (`http` and any other scheme is `422 validation_error`), must not carry credentials, and its host must resolve to public addresses only: loopback, private (RFC 1918), link-local, carrier-grade NAT, cloud metadata (`169.254.169.254`), IPv6 unique-local and link-local, IPv4-mapped IPv6, unspecified, multicast, documentation and other reserved ranges are refused with `422` naming `url`. The same check runs again on every connect, on the address actually dialled, and redirects are never followed. `events` is a non-empty list of event names (`webhook.test` is sent by the test operation only and cannot be subscribed to); an unknown one is `422`. `description` is optional; `enabled` defaults to `true`. An endpoint receives the events that happen after it was created. A customer that already has the most endpoints allowed (20 unless the operator set `SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER`) is refused with `409 limit_reached`.  `rate_limit` (1 to 1000 deliveries per second, optional) caps how fast deliveries are sent to it; the rest wait their turn. `headers` (at most 20) are custom request headers sent with every attempt: a name Sluice sets itself or that frames the request (`Content-Type`, `Host`, `User-Agent`, `X-Service-*`, `webhook-*`, …), a duplicate name (case-insensitive), a name that is not an HTTP token or a value with control or non-Latin-1 characters is `422` naming the field (`body field 'headers[2].name' …`). A header with `secret: true` is stored encrypted and its value is write-only: every answer shows it as `{\"name\": …, \"value\": null, \"secret\": true}`, the attempt log shows `[redacted]`, and it is never logged.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.create_webhook_with_http_info(webhook_endpoint_create, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param WebhookEndpointCreate webhook_endpoint_create: (required)
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
        :return: tuple(WebhookEndpointWithSecret, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'webhook_endpoint_create',
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
                    " to method create_webhook" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'webhook_endpoint_create' is set
        if self.api_client.client_side_validation and ('webhook_endpoint_create' not in local_var_params or  # noqa: E501
                                                        local_var_params['webhook_endpoint_create'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `webhook_endpoint_create` when calling `create_webhook`")  # noqa: E501

        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_webhook`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `create_webhook`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}

        query_params = []

        header_params = {}
        if 'idempotency_key' in local_var_params:
            header_params['Idempotency-Key'] = local_var_params['idempotency_key']  # noqa: E501

        form_params = []
        local_var_files = {}

        body_params = None
        if 'webhook_endpoint_create' in local_var_params:
            body_params = local_var_params['webhook_endpoint_create']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/webhooks', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookEndpointWithSecret',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def delete_webhook(self, id, **kwargs):  # noqa: E501
        """Delete a webhook endpoint  # noqa: E501

        Deletes the endpoint with its deliveries and their attempt logs; attempts still queued are not sent. Answers `204`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.delete_webhook(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
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
        return self.delete_webhook_with_http_info(id, **kwargs)  # noqa: E501

    def delete_webhook_with_http_info(self, id, **kwargs):  # noqa: E501
        """Delete a webhook endpoint  # noqa: E501

        Deletes the endpoint with its deliveries and their attempt logs; attempts still queued are not sent. Answers `204`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.delete_webhook_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
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
                    " to method delete_webhook" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `delete_webhook`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `delete_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `delete_webhook`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/webhooks/{id}', 'DELETE',
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

    def get_webhook(self, id, **kwargs):  # noqa: E501
        """Get a webhook endpoint  # noqa: E501

        Returns one endpoint (never its secret). An unknown id, or another customer's, is `404 webhook_not_found`. `previous_secret_expires_at` is set while the secret replaced by the last rotation still signs.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_webhook(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookEndpoint
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_webhook_with_http_info(id, **kwargs)  # noqa: E501

    def get_webhook_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get a webhook endpoint  # noqa: E501

        Returns one endpoint (never its secret). An unknown id, or another customer's, is `404 webhook_not_found`. `previous_secret_expires_at` is set while the secret replaced by the last rotation still signs.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_webhook_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(WebhookEndpoint, status_code(int), headers(HTTPHeaderDict))
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
                    " to method get_webhook" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_webhook`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_webhook`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/webhooks/{id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookEndpoint',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_webhook_delivery(self, id, delivery_id, **kwargs):  # noqa: E501
        """Get a delivery with every attempt  # noqa: E501

        Returns one delivery with its body (`payload`, exactly as sent) and every attempt in order: when it started, what triggered it (`schedule`, `replay` or `test`), the outcome, status code and latency, the request headers (with that attempt's signature) and the response headers and body (the first 64 KiB; `body_truncated` says whether more was cut off). An unknown delivery, or one of another endpoint, is `404 delivery_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_webhook_delivery(id, delivery_id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param str delivery_id: The delivery id (`del_…`), as sent in `X-Service-Delivery`. An unknown id is `404 delivery_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookDeliveryDetail
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_webhook_delivery_with_http_info(id, delivery_id, **kwargs)  # noqa: E501

    def get_webhook_delivery_with_http_info(self, id, delivery_id, **kwargs):  # noqa: E501
        """Get a delivery with every attempt  # noqa: E501

        Returns one delivery with its body (`payload`, exactly as sent) and every attempt in order: when it started, what triggered it (`schedule`, `replay` or `test`), the outcome, status code and latency, the request headers (with that attempt's signature) and the response headers and body (the first 64 KiB; `body_truncated` says whether more was cut off). An unknown delivery, or one of another endpoint, is `404 delivery_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_webhook_delivery_with_http_info(id, delivery_id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param str delivery_id: The delivery id (`del_…`), as sent in `X-Service-Delivery`. An unknown id is `404 delivery_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(WebhookDeliveryDetail, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'delivery_id'
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
                    " to method get_webhook_delivery" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_webhook_delivery`")  # noqa: E501
        # verify the required parameter 'delivery_id' is set
        if self.api_client.client_side_validation and ('delivery_id' not in local_var_params or  # noqa: E501
                                                        local_var_params['delivery_id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `delivery_id` when calling `get_webhook_delivery`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_webhook_delivery`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_webhook_delivery`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('delivery_id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['delivery_id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `delivery_id` when calling `get_webhook_delivery`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('delivery_id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['delivery_id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `delivery_id` when calling `get_webhook_delivery`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501
        if 'delivery_id' in local_var_params:
            path_params['delivery_id'] = local_var_params['delivery_id']  # noqa: E501

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
            '/v1/webhooks/{id}/deliveries/{delivery_id}', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookDeliveryDetail',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def get_webhook_stats(self, id, **kwargs):  # noqa: E501
        """Get an endpoint's delivery statistics  # noqa: E501

        Answers the endpoint's statistics over two windows ending now, `last_24h` and `last_7d`: attempts by outcome (failures split into `http_status`, `timeout`, `connection` and `not_sent`), deliveries created in the window by their current status, `success_rate` (succeeded attempts / all attempts; null with no attempt) and the median and 95th-percentile latency (`p50_ms`, `p95_ms`, over the attempts that got an answer; null with none). `last_success_at` and `last_failure_at` are the newest successful and failed attempts over the 30 days attempts are kept. Every attempt counts, whatever triggered it (schedule, replay, test). An unknown endpoint, or another customer's, is `404 webhook_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_webhook_stats(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookStats
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.get_webhook_stats_with_http_info(id, **kwargs)  # noqa: E501

    def get_webhook_stats_with_http_info(self, id, **kwargs):  # noqa: E501
        """Get an endpoint's delivery statistics  # noqa: E501

        Answers the endpoint's statistics over two windows ending now, `last_24h` and `last_7d`: attempts by outcome (failures split into `http_status`, `timeout`, `connection` and `not_sent`), deliveries created in the window by their current status, `success_rate` (succeeded attempts / all attempts; null with no attempt) and the median and 95th-percentile latency (`p50_ms`, `p95_ms`, over the attempts that got an answer; null with none). `last_success_at` and `last_failure_at` are the newest successful and failed attempts over the 30 days attempts are kept. Every attempt counts, whatever triggered it (schedule, replay, test). An unknown endpoint, or another customer's, is `404 webhook_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.get_webhook_stats_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(WebhookStats, status_code(int), headers(HTTPHeaderDict))
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
                    " to method get_webhook_stats" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `get_webhook_stats`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_webhook_stats`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `get_webhook_stats`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/webhooks/{id}/stats', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookStats',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_event_types(self, **kwargs):  # noqa: E501
        """List the webhook event types  # noqa: E501

        The catalog of webhook events: every event an endpoint can subscribe to, and `webhook.test`, each with when it is sent (`description`) and the JSON Schema (draft-07) of its delivery's `data` (`schema`). The catalog is read from this contract (the `<Event>EventData` schemas) when the server starts, references resolved, in JSON Schema form: a `nullable` value's `type` includes `\"null\"`, an `example` is one of `examples`, and an open string lists its known values in `x-extensible-enum`. Receivers must still ignore fields they do not know: new ones may appear in `data` at any time. All event types come in one page: `has_more` is always false.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_event_types(async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: EventTypeList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_event_types_with_http_info(**kwargs)  # noqa: E501

    def list_event_types_with_http_info(self, **kwargs):  # noqa: E501
        """List the webhook event types  # noqa: E501

        The catalog of webhook events: every event an endpoint can subscribe to, and `webhook.test`, each with when it is sent (`description`) and the JSON Schema (draft-07) of its delivery's `data` (`schema`). The catalog is read from this contract (the `<Event>EventData` schemas) when the server starts, references resolved, in JSON Schema form: a `nullable` value's `type` includes `\"null\"`, an `example` is one of `examples`, and an open string lists its known values in `x-extensible-enum`. Receivers must still ignore fields they do not know: new ones may appear in `data` at any time. All event types come in one page: `has_more` is always false.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_event_types_with_http_info(async_req=True)
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
        :return: tuple(EventTypeList, status_code(int), headers(HTTPHeaderDict))
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
                    " to method list_event_types" % key
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
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/event-types', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='EventTypeList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_webhook_deliveries(self, id, **kwargs):  # noqa: E501
        """List an endpoint's deliveries  # noqa: E501

        Lists the endpoint's deliveries (one per event sent to it, and one per test send) in the `/v1` list envelope, optionally filtered by `status` and `event`, with the usual ordering. Deliveries and their attempt logs are kept for 30 days. An unknown endpoint is `404 webhook_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_webhook_deliveries(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param WebhookDeliveryStatus status: Only deliveries in this status.
        :param WebhookDeliveryEvent event: Only deliveries of this event.
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
        :return: WebhookDeliveryList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_webhook_deliveries_with_http_info(id, **kwargs)  # noqa: E501

    def list_webhook_deliveries_with_http_info(self, id, **kwargs):  # noqa: E501
        """List an endpoint's deliveries  # noqa: E501

        Lists the endpoint's deliveries (one per event sent to it, and one per test send) in the `/v1` list envelope, optionally filtered by `status` and `event`, with the usual ordering. Deliveries and their attempt logs are kept for 30 days. An unknown endpoint is `404 webhook_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_webhook_deliveries_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param WebhookDeliveryStatus status: Only deliveries in this status.
        :param WebhookDeliveryEvent event: Only deliveries of this event.
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
        :return: tuple(WebhookDeliveryList, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'status',
            'event',
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
                    " to method list_webhook_deliveries" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `list_webhook_deliveries`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `list_webhook_deliveries`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `list_webhook_deliveries`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_webhook_deliveries`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_webhook_deliveries`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_webhook_deliveries`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_webhook_deliveries`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []
        if 'status' in local_var_params and local_var_params['status'] is not None:  # noqa: E501
            query_params.append(('status', local_var_params['status']))  # noqa: E501
        if 'event' in local_var_params and local_var_params['event'] is not None:  # noqa: E501
            query_params.append(('event', local_var_params['event']))  # noqa: E501
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
            '/v1/webhooks/{id}/deliveries', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookDeliveryList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def list_webhooks(self, **kwargs):  # noqa: E501
        """List webhook endpoints  # noqa: E501

        Lists the customer's webhook endpoints in the `/v1` list envelope, with the usual ordering (newest first; `updated_at asc, id asc` with `updated_since`). Signing secrets are never listed.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_webhooks(async_req=True)
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
        :return: WebhookEndpointList
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.list_webhooks_with_http_info(**kwargs)  # noqa: E501

    def list_webhooks_with_http_info(self, **kwargs):  # noqa: E501
        """List webhook endpoints  # noqa: E501

        Lists the customer's webhook endpoints in the `/v1` list envelope, with the usual ordering (newest first; `updated_at asc, id asc` with `updated_since`). Signing secrets are never listed.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.list_webhooks_with_http_info(async_req=True)
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
        :return: tuple(WebhookEndpointList, status_code(int), headers(HTTPHeaderDict))
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
                    " to method list_webhooks" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']

        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] > 500:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_webhooks`, must be a value less than or equal to `500`")  # noqa: E501
        if self.api_client.client_side_validation and 'limit' in local_var_params and local_var_params['limit'] < 1:  # noqa: E501
            raise ApiValueError("Invalid value for parameter `limit` when calling `list_webhooks`, must be a value greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) > 2048):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_webhooks`, length must be less than or equal to `2048`")  # noqa: E501
        if self.api_client.client_side_validation and ('cursor' in local_var_params and  # noqa: E501
                                                        len(local_var_params['cursor']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `cursor` when calling `list_webhooks`, length must be greater than or equal to `1`")  # noqa: E501
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
            '/v1/webhooks', 'GET',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookEndpointList',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def recover_webhook(self, id, webhook_recover_request, **kwargs):  # noqa: E501
        """Queue an endpoint's failed deliveries again  # noqa: E501

        Queues again every `failed` delivery of an event to the endpoint created at or after `since` (test sends are not recovered), each with a fresh retry schedule (its first attempt due now, then the usual retries), and answers `202` with how many (`recovered`). Deliveries are updated in batches of at most 5,000. The worker sends them in its normal fair order, next to the customer's other deliveries, and at most at the endpoint's `rate_limit`. Calling it again recovers only deliveries that failed since: `recovered` is `0` when none did. Use it once an endpoint that was failing or disabled works again; to send one delivery at once, replay it instead.  `since` is required and must be at most 14 days ago (deliveries are kept 30 days) and not in the future: otherwise `422` naming `since`. A disabled endpoint is `409 conflict`: re-enable it first with `PATCH enabled=true`. An unknown endpoint, or another customer's, is `404 webhook_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.recover_webhook(id, webhook_recover_request, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param WebhookRecoverRequest webhook_recover_request: (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookRecoverResult
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.recover_webhook_with_http_info(id, webhook_recover_request, **kwargs)  # noqa: E501

    def recover_webhook_with_http_info(self, id, webhook_recover_request, **kwargs):  # noqa: E501
        """Queue an endpoint's failed deliveries again  # noqa: E501

        Queues again every `failed` delivery of an event to the endpoint created at or after `since` (test sends are not recovered), each with a fresh retry schedule (its first attempt due now, then the usual retries), and answers `202` with how many (`recovered`). Deliveries are updated in batches of at most 5,000. The worker sends them in its normal fair order, next to the customer's other deliveries, and at most at the endpoint's `rate_limit`. Calling it again recovers only deliveries that failed since: `recovered` is `0` when none did. Use it once an endpoint that was failing or disabled works again; to send one delivery at once, replay it instead.  `since` is required and must be at most 14 days ago (deliveries are kept 30 days) and not in the future: otherwise `422` naming `since`. A disabled endpoint is `409 conflict`: re-enable it first with `PATCH enabled=true`. An unknown endpoint, or another customer's, is `404 webhook_not_found`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.recover_webhook_with_http_info(id, webhook_recover_request, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param WebhookRecoverRequest webhook_recover_request: (required)
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
        :return: tuple(WebhookRecoverResult, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'webhook_recover_request',
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
                    " to method recover_webhook" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `recover_webhook`")  # noqa: E501
        # verify the required parameter 'webhook_recover_request' is set
        if self.api_client.client_side_validation and ('webhook_recover_request' not in local_var_params or  # noqa: E501
                                                        local_var_params['webhook_recover_request'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `webhook_recover_request` when calling `recover_webhook`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `recover_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `recover_webhook`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `recover_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `recover_webhook`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `recover_webhook`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
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
        if 'webhook_recover_request' in local_var_params:
            body_params = local_var_params['webhook_recover_request']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/webhooks/{id}/recover', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookRecoverResult',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def replay_webhook_delivery(self, id, delivery_id, **kwargs):  # noqa: E501
        """Replay a delivery  # noqa: E501

        Sends the delivery again, now and synchronously, with the same `delivery_id` and body and a fresh timestamp and signature, logs it as a new attempt (`trigger: replay`) and answers `200` with the outcome, as the test operation does. A replay that succeeds marks the delivery `succeeded` (a failed delivery included) and cancels any attempt still scheduled; one that fails changes nothing else: a pending delivery keeps its schedule, a failed one stays failed. Any delivery can be replayed. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.replay_webhook_delivery(id, delivery_id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param str delivery_id: The delivery id (`del_…`), as sent in `X-Service-Delivery`. An unknown id is `404 delivery_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookSendResult
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.replay_webhook_delivery_with_http_info(id, delivery_id, **kwargs)  # noqa: E501

    def replay_webhook_delivery_with_http_info(self, id, delivery_id, **kwargs):  # noqa: E501
        """Replay a delivery  # noqa: E501

        Sends the delivery again, now and synchronously, with the same `delivery_id` and body and a fresh timestamp and signature, logs it as a new attempt (`trigger: replay`) and answers `200` with the outcome, as the test operation does. A replay that succeeds marks the delivery `succeeded` (a failed delivery included) and cancels any attempt still scheduled; one that fails changes nothing else: a pending delivery keeps its schedule, a failed one stays failed. Any delivery can be replayed. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.replay_webhook_delivery_with_http_info(id, delivery_id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param str delivery_id: The delivery id (`del_…`), as sent in `X-Service-Delivery`. An unknown id is `404 delivery_not_found`. (required)
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
        :return: tuple(WebhookSendResult, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'delivery_id',
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
                    " to method replay_webhook_delivery" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `replay_webhook_delivery`")  # noqa: E501
        # verify the required parameter 'delivery_id' is set
        if self.api_client.client_side_validation and ('delivery_id' not in local_var_params or  # noqa: E501
                                                        local_var_params['delivery_id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `delivery_id` when calling `replay_webhook_delivery`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `replay_webhook_delivery`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `replay_webhook_delivery`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('delivery_id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['delivery_id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `delivery_id` when calling `replay_webhook_delivery`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('delivery_id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['delivery_id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `delivery_id` when calling `replay_webhook_delivery`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `replay_webhook_delivery`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `replay_webhook_delivery`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `replay_webhook_delivery`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501
        if 'delivery_id' in local_var_params:
            path_params['delivery_id'] = local_var_params['delivery_id']  # noqa: E501

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
            '/v1/webhooks/{id}/deliveries/{delivery_id}/replay', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookSendResult',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def rotate_webhook_secret(self, id, **kwargs):  # noqa: E501
        """Rotate a webhook endpoint's signing secret  # noqa: E501

        Generates a new signing secret and answers `200` with the endpoint and the new `secret` (shown only here). For the next 24 hours (`previous_secret_expires_at`) every delivery is signed with both secrets, so `X-Service-Signature` carries two `v1=` entries, new secret first: switch the receiver to the new secret at any time in that window. Rotating again within the window retires the older secret at once. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.rotate_webhook_secret(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookEndpointWithSecret
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.rotate_webhook_secret_with_http_info(id, **kwargs)  # noqa: E501

    def rotate_webhook_secret_with_http_info(self, id, **kwargs):  # noqa: E501
        """Rotate a webhook endpoint's signing secret  # noqa: E501

        Generates a new signing secret and answers `200` with the endpoint and the new `secret` (shown only here). For the next 24 hours (`previous_secret_expires_at`) every delivery is signed with both secrets, so `X-Service-Signature` carries two `v1=` entries, new secret first: switch the receiver to the new secret at any time in that window. Rotating again within the window retires the older secret at once. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.rotate_webhook_secret_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
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
        :return: tuple(WebhookEndpointWithSecret, status_code(int), headers(HTTPHeaderDict))
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
                    " to method rotate_webhook_secret" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `rotate_webhook_secret`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `rotate_webhook_secret`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `rotate_webhook_secret`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `rotate_webhook_secret`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `rotate_webhook_secret`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `rotate_webhook_secret`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
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
            '/v1/webhooks/{id}/rotate-secret', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookEndpointWithSecret',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def test_webhook(self, id, **kwargs):  # noqa: E501
        """Send a test event to a webhook endpoint  # noqa: E501

        Sends a signed `webhook.test` event (`data: {\"webhook_id\": \"whk_…\"}`) to the endpoint once, synchronously, and answers `200` with the outcome: `ok` when the endpoint returned 2xx within the time-out (10 seconds), `error` otherwise (non-2xx, 3xx included since redirects are not followed, time-out, refused address, connection or TLS failure). A failed test is a successful request, not an HTTP error, and is not retried. The send is logged as a delivery of its own (listed with `event=webhook.test`). Disabled endpoints can be tested too. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.test_webhook(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param str idempotency_key: Any unique string per logical request (printable ASCII, 1–255 characters; a UUID is a good choice). Keys are scoped to the customer and kept for 24 hours. - A replay of the same key with the same method, path and body within 24 hours   returns the original status, body and headers without executing the operation   again, with the header `Idempotent-Replayed: true`. - The same key with a different method, path or body is   `422 idempotency_key_mismatch`. - A duplicate sent while the first request is still executing is   `409 idempotency_in_progress` with `Retry-After`. - An invalid key (empty, too long, non-printable characters) is   `400 invalid_request`. - Requests rejected before the operation runs (authentication, permission, rate   limit, validation) are not stored and may be retried with the same key; the   result of an operation that ran is stored and replayed, 5xx included; 400 and   422 answers are input errors and, like validation failures, are never stored. 
        :param object body: No body is accepted. Send no body, `{}` or `null` (generated clients may send `null`); any field is `422 validation_error` naming it.
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookSendResult
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.test_webhook_with_http_info(id, **kwargs)  # noqa: E501

    def test_webhook_with_http_info(self, id, **kwargs):  # noqa: E501
        """Send a test event to a webhook endpoint  # noqa: E501

        Sends a signed `webhook.test` event (`data: {\"webhook_id\": \"whk_…\"}`) to the endpoint once, synchronously, and answers `200` with the outcome: `ok` when the endpoint returned 2xx within the time-out (10 seconds), `error` otherwise (non-2xx, 3xx included since redirects are not followed, time-out, refused address, connection or TLS failure). A failed test is a successful request, not an HTTP error, and is not retried. The send is logged as a delivery of its own (listed with `event=webhook.test`). Disabled endpoints can be tested too. No request body is accepted.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.test_webhook_with_http_info(id, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
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
        :return: tuple(WebhookSendResult, status_code(int), headers(HTTPHeaderDict))
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
                    " to method test_webhook" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `test_webhook`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `test_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `test_webhook`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `test_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('idempotency_key' in local_var_params and  # noqa: E501
                                                        len(local_var_params['idempotency_key']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `test_webhook`, length must be greater than or equal to `1`")  # noqa: E501
        if self.api_client.client_side_validation and 'idempotency_key' in local_var_params and not re.search(r'^[\x20-\x7E]+$', local_var_params['idempotency_key']):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `idempotency_key` when calling `test_webhook`, must conform to the pattern `/^[\x20-\x7E]+$/`")  # noqa: E501
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
            '/v1/webhooks/{id}/test', 'POST',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookSendResult',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)

    def update_webhook(self, id, webhook_endpoint_update, **kwargs):  # noqa: E501
        """Update a webhook endpoint  # noqa: E501

        Changes any of `url`, `events`, `description`, `enabled`, `rate_limit` and `headers`; fields left out keep their value. A new `url` is checked as at creation. `enabled: true` re-enables an endpoint Sluice disabled (`disabled_reason`) and starts its health afresh. `rate_limit: null` removes the limit. `headers` replaces the whole list, checked as at creation; a secret header given without `value` (or with `value: null`) keeps the value stored for the secret header of that name (names compared case-insensitively), and is `422` naming the field if there is none. Deliveries still pending go to the endpoint's current `url` at their next attempt; while an endpoint is disabled it gets no new deliveries, and a pending delivery whose attempt comes due is marked `failed` without being sent (once the endpoint is enabled again, `POST /v1/webhooks/{id}/recover` re-queues what failed, or replay one delivery). The secret does not change (use rotate-secret). An empty body is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.update_webhook(id, webhook_endpoint_update, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param WebhookEndpointUpdate webhook_endpoint_update: (required)
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: WebhookEndpoint
                 If the method is called asynchronously,
                 returns the request thread.
        """
        kwargs['_return_http_data_only'] = True
        return self.update_webhook_with_http_info(id, webhook_endpoint_update, **kwargs)  # noqa: E501

    def update_webhook_with_http_info(self, id, webhook_endpoint_update, **kwargs):  # noqa: E501
        """Update a webhook endpoint  # noqa: E501

        Changes any of `url`, `events`, `description`, `enabled`, `rate_limit` and `headers`; fields left out keep their value. A new `url` is checked as at creation. `enabled: true` re-enables an endpoint Sluice disabled (`disabled_reason`) and starts its health afresh. `rate_limit: null` removes the limit. `headers` replaces the whole list, checked as at creation; a secret header given without `value` (or with `value: null`) keeps the value stored for the secret header of that name (names compared case-insensitively), and is `422` naming the field if there is none. Deliveries still pending go to the endpoint's current `url` at their next attempt; while an endpoint is disabled it gets no new deliveries, and a pending delivery whose attempt comes due is marked `failed` without being sent (once the endpoint is enabled again, `POST /v1/webhooks/{id}/recover` re-queues what failed, or replay one delivery). The secret does not change (use rotate-secret). An empty body is `422 validation_error`.   # noqa: E501
        This method makes a synchronous HTTP request by default. To make an
        asynchronous HTTP request, please pass async_req=True
        >>> thread = api.update_webhook_with_http_info(id, webhook_endpoint_update, async_req=True)
        >>> result = thread.get()

        :param async_req bool: execute request asynchronously
        :param str id: The webhook endpoint id (`whk_…`). An unknown id is `404 webhook_not_found`. (required)
        :param WebhookEndpointUpdate webhook_endpoint_update: (required)
        :param _return_http_data_only: response data without head status code
                                       and headers
        :param _preload_content: if False, the urllib3.HTTPResponse object will
                                 be returned without reading/decoding response
                                 data. Default is True.
        :param _request_timeout: timeout setting for this request. If one
                                 number provided, it will be total request
                                 timeout. It can also be a pair (tuple) of
                                 (connection, read) timeouts.
        :return: tuple(WebhookEndpoint, status_code(int), headers(HTTPHeaderDict))
                 If the method is called asynchronously,
                 returns the request thread.
        """

        local_var_params = locals()

        all_params = [
            'id',
            'webhook_endpoint_update'
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
                    " to method update_webhook" % key
                )
            local_var_params[key] = val
        del local_var_params['kwargs']
        # verify the required parameter 'id' is set
        if self.api_client.client_side_validation and ('id' not in local_var_params or  # noqa: E501
                                                        local_var_params['id'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `id` when calling `update_webhook`")  # noqa: E501
        # verify the required parameter 'webhook_endpoint_update' is set
        if self.api_client.client_side_validation and ('webhook_endpoint_update' not in local_var_params or  # noqa: E501
                                                        local_var_params['webhook_endpoint_update'] is None):  # noqa: E501
            raise ApiValueError("Missing the required parameter `webhook_endpoint_update` when calling `update_webhook`")  # noqa: E501

        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) > 255):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `update_webhook`, length must be less than or equal to `255`")  # noqa: E501
        if self.api_client.client_side_validation and ('id' in local_var_params and  # noqa: E501
                                                        len(local_var_params['id']) < 1):  # noqa: E501
            raise ApiValueError("Invalid value for parameter `id` when calling `update_webhook`, length must be greater than or equal to `1`")  # noqa: E501
        collection_formats = {}

        path_params = {}
        if 'id' in local_var_params:
            path_params['id'] = local_var_params['id']  # noqa: E501

        query_params = []

        header_params = {}

        form_params = []
        local_var_files = {}

        body_params = None
        if 'webhook_endpoint_update' in local_var_params:
            body_params = local_var_params['webhook_endpoint_update']
        # HTTP header `Accept`
        header_params['Accept'] = self.api_client.select_header_accept(
            ['application/json'])  # noqa: E501

        # HTTP header `Content-Type`
        header_params['Content-Type'] = self.api_client.select_header_content_type(  # noqa: E501
            ['application/json'])  # noqa: E501

        # Authentication setting
        auth_settings = ['bearerAuth', 'sessionCookie']  # noqa: E501

        return self.api_client.call_api(
            '/v1/webhooks/{id}', 'PATCH',
            path_params,
            query_params,
            header_params,
            body=body_params,
            post_params=form_params,
            files=local_var_files,
            response_type='WebhookEndpoint',  # noqa: E501
            auth_settings=auth_settings,
            async_req=local_var_params.get('async_req'),
            _return_http_data_only=local_var_params.get('_return_http_data_only'),  # noqa: E501
            _preload_content=local_var_params.get('_preload_content', True),
            _request_timeout=local_var_params.get('_request_timeout'),
            collection_formats=collection_formats)
