# coding: utf-8

"""
    Sluice API

    Sluice moves data between connected external systems through **flows**. A flow has a source connector, a destination connector, the entity types it moves and a schedule; each execution of a flow is a **run**. Connectors are connected systems with a credentialed link. Normalized, deduplicated **canonical records** of 15 business entity types are readable through the public data API, and signed **webhook** events can be pushed to customer HTTPS endpoints instead of polling.  Two base paths are served from one host: `/v1` (flows, runs, connectors, webhooks) and `/api/public/data` (canonical data). All bodies are JSON. Clients must ignore unknown fields in responses.  ## Authentication  Every request (except `/healthz` and `/readyz`) carries `Authorization: Bearer <API_KEY>`. Keys begin with `svc_`, are created in the settings UI, are shown once, are scoped to one customer (tenant) and carry explicit scopes. The effective permission of a request is the key's scopes intersected with the current role of the user who created the key, evaluated per request. Each operation names the one scope it needs in `x-required-scope`. A missing or invalid key is `401 unauthorized`; a valid key without the required permission is `403 forbidden`. Data is always limited to the key's customer: another customer's resources are reported as not found (`404`).  The console (the settings UI at `/`) signs users in with a password or a one-time link and then calls the same operations with a session cookie (`sluice_session`) instead of a key; a session acts with every scope of its user's current role. A request with a session cookie that changes anything must come from Sluice's own origin (its `Origin` header is checked; a missing or foreign one is `403 forbidden`). Operations under `/console/v1` (sign-in, members, API keys) accept only a session. When a request carries both, the API key is used.  ## Errors  Every error has the body `{\"error\": {\"code\", \"message\", \"request_id\"}}`. `request_id` equals the `X-Request-Id` response header; log it for support tracing. `code` is a machine-readable string; new codes may be added at any time, so treat unknown codes by their HTTP status. Statuses used:  | HTTP | codes | |---|---| | 400 | `invalid_request` (malformed JSON, JSON nested deeper than 64 levels, a body that is not valid UTF-8, a body over 1 MiB, a missing required field or parameter, an invalid `Idempotency-Key`), `invalid_cursor` | | 401 | `unauthorized` | | 403 | `forbidden` | | 404 | `not_found`, `flow_not_found`, `run_not_found`, `connector_not_found`, `webhook_not_found`, `delivery_not_found`, `entity_not_found`, `record_not_found` | | 405 | `method_not_allowed` (the path exists but not with this method; the `Allow` header lists the methods it has) | | 408 | `request_timeout` (the request's headers took over 10 s, or its body over 30 s, to arrive) | | 409 | `conflict`, `run_in_progress`, `idempotency_in_progress`, `limit_reached` (the customer already holds the most connectors, flows, webhook endpoints, live API keys or members the operator allows; `message` names the limit: delete, revoke or remove one first) | | 422 | `validation_error` (any other input that fails validation: wrong type, out of range, bad format, a NUL character, a date outside the years 0001–9999, unknown body field or query parameter; `message` names the parameter or field), `idempotency_key_mismatch` | | 429 | `rate_limited` (a key's, a user's or an address's limit, or the customer's write limit across all its keys and sessions), `concurrency_limited` (too many calls that wait on an external system, such as verify, webhook test and replay, in flight for this customer at once; honour `Retry-After`) | | 417 | `expectation_failed` (an `Expect` header other than `100-continue`) | | 431 | `headers_too_large` (request headers over 16 KiB) | | 500 | `internal_error` (transient; safe to retry with backoff) | | 503 | `service_unavailable` (the database is unreachable; honour `Retry-After`) |  Every error, including those answered before routing (405, 408, 417, 431, and 400 for a request Node cannot parse), has this envelope. An error body stays under 16 KiB: a `validation_error` lists at most the first 20 problems and says how many more there were. `HEAD` is answered for every `GET` path, and `OPTIONS` on a known path answers `204` with `Allow`.  ## Pagination and incremental sync  Lists take `limit` (default 50, maximum 500) and `cursor` (the opaque `next_cursor` of the previous page; `null` means the result set has ended). Cursors are signed and bound to the customer and to the query's filters: a modified or foreign cursor, or one reused with different filters, is `400 invalid_cursor`. `/v1` lists without `updated_since` are newest first (`created_at desc, id desc`); with `updated_since` they return records with `updated_at >= updated_since` ordered `updated_at asc, id asc`. Canonical data is always ordered `updated_at asc, canonical_id asc` and `updated_since` is inclusive: keep the highest `updated_at` seen and pass it on the next sync (the boundary record may be seen again; it is never missed).  ## Rate limits  Sliding one-minute window per API key (per client address for requests without a valid key), in three classes: **read** (GET) 600 requests/min; **write** (POST, PATCH, DELETE) 120 requests/min; **trigger** (`POST /v1/flows/{id}/trigger`) 60 requests/min, counted only against the trigger class. On top of each key's limits, the writes (write and trigger classes) of one customer, across all its keys and console sessions, share one limit per window: by default three keys' worth, 360 requests/min (the operator's `SLUICE_RATE_LIMIT_CUSTOMER_WRITE`). Every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset` (Unix seconds at which the next slot frees) for the request's class; on a write they describe whichever of the key's and the customer's limits has less room left. Exceeding a limit is `429 rate_limited` with `Retry-After` in seconds. `/healthz` and `/readyz` are outside rate limits.  ## Bounds on one customer  A customer holds at most 100 connectors, 200 flows, 20 webhook endpoints, 50 live API keys (neither revoked nor expired) and 100 members, unless the operator set other bounds (`SLUICE_MAX_CONNECTORS_PER_CUSTOMER`, `SLUICE_MAX_FLOWS_PER_CUSTOMER`, `SLUICE_MAX_WEBHOOK_ENDPOINTS_PER_CUSTOMER`, `SLUICE_MAX_API_KEYS_PER_CUSTOMER`, `SLUICE_MAX_MEMBERS_PER_CUSTOMER`). Creating one more is `409 limit_reached`, whose `message` says how many the customer has and which bound applies; concurrent creates cannot together pass a bound. A run fails (`stage: extract`) once it has read more than the operator's `SLUICE_RUN_MAX_RECORDS` records and deletions (`run_record_limit`) or `SLUICE_RUN_MAX_BYTES` bytes of records (`run_byte_limit`) from its source; what it read before the limit is stored and written, and the next run reads on from there.  ## Idempotency  Every POST accepts an optional `Idempotency-Key` header. A replay of the same key by the same customer within 24 hours returns the original status, body and headers without executing the operation again, with `Idempotent-Replayed: true`. See the `Idempotency-Key` parameter for the details.  ## Versioning  The stable version is `v1`, carried in the URL path. Breaking changes ship under a new major version with at least 6 months of overlap. Additive changes (new fields, new endpoints, new error codes, new enum values in responses) may appear in `v1` at any time.   # noqa: E501

    The version of the OpenAPI document: 1.0.0
    Generated by: https://openapi-generator.tech
"""


from __future__ import absolute_import

import copy
import logging
import multiprocessing
import sys
import urllib3

import six
from six.moves import http_client as httplib


class Configuration(object):
    """NOTE: This class is auto generated by OpenAPI Generator

    Ref: https://openapi-generator.tech
    Do not edit the class manually.

    :param host: Base url
    :param api_key: Dict to store API key(s).
      Each entry in the dict specifies an API key.
      The dict key is the name of the security scheme in the OAS specification.
      The dict value is the API key secret.
    :param api_key_prefix: Dict to store API prefix (e.g. Bearer)
      The dict key is the name of the security scheme in the OAS specification.
      The dict value is an API key prefix when generating the auth data.
    :param username: Username for HTTP basic authentication
    :param password: Password for HTTP basic authentication
    :param discard_unknown_keys: Boolean value indicating whether to discard
      unknown properties. A server may send a response that includes additional
      properties that are not known by the client in the following scenarios:
      1. The OpenAPI document is incomplete, i.e. it does not match the server
         implementation.
      2. The client was generated using an older version of the OpenAPI document
         and the server has been upgraded since then.
      If a schema in the OpenAPI document defines the additionalProperties attribute,
      then all undeclared properties received by the server are injected into the
      additional properties map. In that case, there are undeclared properties, and
      nothing to discard.

    :Example:

    API Key Authentication Example.
    Given the following security scheme in the OpenAPI specification:
      components:
        securitySchemes:
          cookieAuth:         # name for the security scheme
            type: apiKey
            in: cookie
            name: JSESSIONID  # cookie name

    You can programmatically set the cookie:

conf = sluice_client.Configuration(
    api_key={'cookieAuth': 'abc123'}
    api_key_prefix={'cookieAuth': 'JSESSIONID'}
)

    The following cookie will be added to the HTTP request:
       Cookie: JSESSIONID abc123
    """

    _default = None

    def __init__(self, host="http://localhost:8080",
                 api_key=None, api_key_prefix=None,
                 username=None, password=None,
                 discard_unknown_keys=False,
                 ):
        """Constructor
        """
        self.host = host
        """Default Base url
        """
        self.temp_folder_path = None
        """Temp file folder for downloading files
        """
        # Authentication Settings
        self.api_key = {}
        if api_key:
            self.api_key = api_key
        """dict to store API key(s)
        """
        self.api_key_prefix = {}
        if api_key_prefix:
            self.api_key_prefix = api_key_prefix
        """dict to store API prefix (e.g. Bearer)
        """
        self.refresh_api_key_hook = None
        """function hook to refresh API key if expired
        """
        self.username = username
        """Username for HTTP basic authentication
        """
        self.password = password
        """Password for HTTP basic authentication
        """
        self.discard_unknown_keys = discard_unknown_keys
        self.access_token = None
        """access token for OAuth/Bearer
        """
        self.logger = {}
        """Logging Settings
        """
        self.logger["package_logger"] = logging.getLogger("sluice_client")
        self.logger["urllib3_logger"] = logging.getLogger("urllib3")
        self.logger_format = '%(asctime)s %(levelname)s %(message)s'
        """Log format
        """
        self.logger_stream_handler = None
        """Log stream handler
        """
        self.logger_file_handler = None
        """Log file handler
        """
        self.logger_file = None
        """Debug file location
        """
        self.debug = False
        """Debug switch
        """

        self.verify_ssl = True
        """SSL/TLS verification
           Set this to false to skip verifying SSL certificate when calling API
           from https server.
        """
        self.ssl_ca_cert = None
        """Set this to customize the certificate file to verify the peer.
        """
        self.cert_file = None
        """client certificate file
        """
        self.key_file = None
        """client key file
        """
        self.assert_hostname = None
        """Set this to True/False to enable/disable SSL hostname verification.
        """

        self.connection_pool_maxsize = multiprocessing.cpu_count() * 5
        """urllib3 connection pool's maximum number of connections saved
           per pool. urllib3 uses 1 connection as default value, but this is
           not the best value when you are making a lot of possibly parallel
           requests to the same host, which is often the case here.
           cpu_count * 5 is used as default value to increase performance.
        """

        self.proxy = None
        """Proxy URL
        """
        self.proxy_headers = None
        """Proxy headers
        """
        self.safe_chars_for_path_param = ''
        """Safe chars for path_param
        """
        self.retries = None
        """Adding retries to override urllib3 default value 3
        """
        # Disable client side validation
        self.client_side_validation = True

    def __deepcopy__(self, memo):
        cls = self.__class__
        result = cls.__new__(cls)
        memo[id(self)] = result
        for k, v in self.__dict__.items():
            if k not in ('logger', 'logger_file_handler'):
                setattr(result, k, copy.deepcopy(v, memo))
        # shallow copy of loggers
        result.logger = copy.copy(self.logger)
        # use setters to configure loggers
        result.logger_file = self.logger_file
        result.debug = self.debug
        return result

    def __setattr__(self, name, value):
        object.__setattr__(self, name, value)

    @classmethod
    def set_default(cls, default):
        """Set default instance of configuration.

        It stores default configuration, which can be
        returned by get_default_copy method.

        :param default: object of Configuration
        """
        cls._default = copy.deepcopy(default)

    @classmethod
    def get_default_copy(cls):
        """Return new instance of configuration.

        This method returns newly created, based on default constructor,
        object of Configuration class or returns a copy of default
        configuration passed by the set_default method.

        :return: The configuration object.
        """
        if cls._default is not None:
            return copy.deepcopy(cls._default)
        return Configuration()

    @property
    def logger_file(self):
        """The logger file.

        If the logger_file is None, then add stream handler and remove file
        handler. Otherwise, add file handler and remove stream handler.

        :param value: The logger_file path.
        :type: str
        """
        return self.__logger_file

    @logger_file.setter
    def logger_file(self, value):
        """The logger file.

        If the logger_file is None, then add stream handler and remove file
        handler. Otherwise, add file handler and remove stream handler.

        :param value: The logger_file path.
        :type: str
        """
        self.__logger_file = value
        if self.__logger_file:
            # If set logging file,
            # then add file handler and remove stream handler.
            self.logger_file_handler = logging.FileHandler(self.__logger_file)
            self.logger_file_handler.setFormatter(self.logger_formatter)
            for _, logger in six.iteritems(self.logger):
                logger.addHandler(self.logger_file_handler)

    @property
    def debug(self):
        """Debug status

        :param value: The debug status, True or False.
        :type: bool
        """
        return self.__debug

    @debug.setter
    def debug(self, value):
        """Debug status

        :param value: The debug status, True or False.
        :type: bool
        """
        self.__debug = value
        if self.__debug:
            # if debug status is True, turn on debug logging
            for _, logger in six.iteritems(self.logger):
                logger.setLevel(logging.DEBUG)
            # turn on httplib debug
            httplib.HTTPConnection.debuglevel = 1
        else:
            # if debug status is False, turn off debug logging,
            # setting log level to default `logging.WARNING`
            for _, logger in six.iteritems(self.logger):
                logger.setLevel(logging.WARNING)
            # turn off httplib debug
            httplib.HTTPConnection.debuglevel = 0

    @property
    def logger_format(self):
        """The logger format.

        The logger_formatter will be updated when sets logger_format.

        :param value: The format string.
        :type: str
        """
        return self.__logger_format

    @logger_format.setter
    def logger_format(self, value):
        """The logger format.

        The logger_formatter will be updated when sets logger_format.

        :param value: The format string.
        :type: str
        """
        self.__logger_format = value
        self.logger_formatter = logging.Formatter(self.__logger_format)

    def get_api_key_with_prefix(self, identifier):
        """Gets API key (with prefix if set).

        :param identifier: The identifier of apiKey.
        :return: The token for api key authentication.
        """
        if self.refresh_api_key_hook is not None:
            self.refresh_api_key_hook(self)
        key = self.api_key.get(identifier)
        if key:
            prefix = self.api_key_prefix.get(identifier)
            if prefix:
                return "%s %s" % (prefix, key)
            else:
                return key

    def get_basic_auth_token(self):
        """Gets HTTP basic authentication header (string).

        :return: The token for basic HTTP authentication.
        """
        username = ""
        if self.username is not None:
            username = self.username
        password = ""
        if self.password is not None:
            password = self.password
        return urllib3.util.make_headers(
            basic_auth=username + ':' + password
        ).get('authorization')

    def auth_settings(self):
        """Gets Auth Settings dict for api client.

        :return: The Auth Settings information dict.
        """
        auth = {}
        if self.access_token is not None:
            auth['bearerAuth'] = {
                'type': 'bearer',
                'in': 'header',
                'format': 'svc_ API key',
                'key': 'Authorization',
                'value': 'Bearer ' + self.access_token
            }
        if 'sluice_session' in self.api_key:
            auth['sessionCookie'] = {
                'type': 'api_key',
                'in': 'cookie',
                'key': 'sluice_session',
                'value': self.get_api_key_with_prefix('sluice_session')
            }
        return auth

    def to_debug_report(self):
        """Gets the essential information for debugging.

        :return: The report for debugging.
        """
        return "Python SDK Debug Report:\n"\
               "OS: {env}\n"\
               "Python Version: {pyversion}\n"\
               "Version of the API: 1.0.0\n"\
               "SDK Package Version: 1.0.0".\
               format(env=sys.platform, pyversion=sys.version)

    def get_host_settings(self):
        """Gets an array of host settings

        :return: An array of host settings
        """
        return [
            {
                'url': "http://localhost:8080",
                'description': "Local Sluice server (self-hosted; put your deployment's HTTPS URL here)",
            }
        ]

    def get_host_from_settings(self, index, variables=None):
        """Gets host URL based on the index and variables
        :param index: array index of the host settings
        :param variables: hash of variable and the corresponding value
        :return: URL based on host settings
        """
        variables = {} if variables is None else variables
        servers = self.get_host_settings()

        try:
            server = servers[index]
        except IndexError:
            raise ValueError(
                "Invalid index {0} when selecting the host settings. "
                "Must be less than {1}".format(index, len(servers)))

        url = server['url']

        # go through variables and replace placeholders
        for variable_name, variable in server['variables'].items():
            used_value = variables.get(
                variable_name, variable['default_value'])

            if 'enum_values' in variable \
                    and used_value not in variable['enum_values']:
                raise ValueError(
                    "The variable `{0}` in the host URL has invalid value "
                    "{1}. Must be {2}.".format(
                        variable_name, variables[variable_name],
                        variable['enum_values']))

            url = url.replace("{" + variable_name + "}", used_value)

        return url
