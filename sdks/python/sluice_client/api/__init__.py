from __future__ import absolute_import

# flake8: noqa

# import apis into api package
from sluice_client.api.canonical_api import CanonicalApi
from sluice_client.api.connectors_api import ConnectorsApi
from sluice_client.api.console_api import ConsoleApi
from sluice_client.api.flows_api import FlowsApi
from sluice_client.api.health_api import HealthApi
from sluice_client.api.runs_api import RunsApi
from sluice_client.api.webhooks_api import WebhooksApi
