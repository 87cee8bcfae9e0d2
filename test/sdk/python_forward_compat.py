"""Forward compatibility of the generated Python client (sdks/python): a server newer than the contract adds a
field to responses and answers values the contract's response enums do not list yet. The client must still
deserialize every response and expose the new values.

Run with Debian's /usr/bin/python3 and PYTHONPATH=sdks/python; no argument. Starts its own HTTP server on a
loopback port (http.server) and exits 1 naming every case the client rejects, with the client's exception.
"""
import http.server
import json
import sys
import threading
import traceback

import sluice_client

STAMP = '2026-11-23T10:11:12.345678Z'

FLOW = {
    'id': 'flw_future', 'name': 'From a newer server', 'status': 'archived', 'source': 'sample', 'destination': 'files',
    'schedule': 'hourly', 'last_run_at': STAMP, 'source_connector_id': 'con_src', 'destination_connector_id': 'con_dst',
    'entities': ['order'], 'next_run_at': None, 'created_at': STAMP, 'updated_at': STAMP, 'mappings': {},
    'source_connector': {'id': 'con_src', 'name': 'Shop', 'type': 'sample', 'status': 'active', 'region': 'eu'},
    'destination_connector': {'id': 'con_dst', 'name': 'Files', 'type': 'files', 'status': 'suspended'},
    'schedule_timezone': 'UTC',
    'schedule_details': {'label': 'hourly', 'interval_seconds': 3600, 'timezone': 'UTC', 'next_run_at': None, 'upcoming': []},
    'archived_at': STAMP, 'owner_team': 'growth',
}

RUN = {
    'id': 'run_future', 'flow_id': 'flw_future', 'status': 'failed', 'trigger': 'webhook', 'retry_of': None,
    'stage': 'validate', 'records_processed': 3, 'records_succeeded': 1, 'records_failed': 2, 'records_deleted': 1,
    'entities': [{'entity': 'ticket', 'records_processed': 3, 'records_succeeded': 1, 'records_failed': 2,
                  'records_deleted': 1, 'records_skipped': 0}],
    'connectors': {'source': {'connector_id': 'con_src', 'type': 'sample', 'version': '2.0.0', 'channel': 'beta'},
                   'destination': None, 'transformer': {'type': 'dbt'}},
    'resync_entities': None, 'duration_ms': 40,
    'errors': [{'code': 'schema_drift', 'message': 'a field changed type', 'stage': 'validate', 'record_ref': 'o-1',
                'hint': 'remap the field'}],
    'started_at': STAMP, 'finished_at': STAMP, 'created_at': STAMP, 'updated_at': STAMP, 'cost_cents': 12,
}

ORDER = {
    'canonical_id': '2f1c1d7e-0000-4000-8000-000000000001', 'order_number': 'A-1001', 'status': 'on_hold',
    'created_at': STAMP, 'updated_at': STAMP, 'loyalty_tier': 'gold',
}

ROUTES = {
    '/v1/flows/flw_future': FLOW,
    '/v1/runs/run_future': RUN,
    '/api/public/data/order/' + ORDER['canonical_id']: ORDER,
}


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = ROUTES.get(self.path)
        status = 200 if body is not None else 404
        if body is None:
            body = {'error': {'code': 'not_found', 'message': 'no such path', 'request_id': 'req_1'}}
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header('Content-Type', 'application/json')
        self.send_header('Content-Length', str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def cases(client):
    """(name, call, checks on the returned model) for every response the newer server sends."""
    flows = sluice_client.FlowsApi(client)
    runs = sluice_client.RunsApi(client)
    canonical = sluice_client.CanonicalApi(client)
    return [
        ('getFlow: extra fields and status "archived" (FlowDetail.status; ConnectorSummary.status "suspended")',
         lambda: flows.get_flow('flw_future'),
         lambda flow: [
             (flow.status == 'archived', 'status is %r' % flow.status),
             (flow.destination_connector.status == 'suspended', 'destination_connector.status is %r' % flow.destination_connector.status),
             (flow.updated_at.microsecond == 345678, 'updated_at is %r' % flow.updated_at),
             (not hasattr(flow, 'archived_at'), 'an unknown field became an attribute'),
         ]),
        ('getRun: unknown stage "validate" (Run.stage, RunError.stage), trigger "webhook", entity "ticket" '
         '(RunEntityCounts.entity) and extra fields',
         lambda: runs.get_run('run_future'),
         lambda run: [
             (run.stage == 'validate', 'stage is %r' % run.stage),
             (run.trigger == 'webhook', 'trigger is %r' % run.trigger),
             (run.errors[0].stage == 'validate', 'errors[0].stage is %r' % run.errors[0].stage),
             (run.errors[0].code == 'schema_drift', 'errors[0].code is %r' % run.errors[0].code),
             (run.entities[0].entity == 'ticket', 'entities[0].entity is %r' % run.entities[0].entity),
             (run.connectors.source.version == '2.0.0', 'connectors.source.version is %r' % run.connectors.source.version),
             (run.connectors.destination is None, 'connectors.destination is %r' % run.connectors.destination),
         ]),
        ('getOrder: unknown status "on_hold" (CanonicalOrder.status) and an extra field',
         lambda: getattr(canonical, 'get_order')(ORDER['canonical_id']),
         lambda order: [
             (order.status == 'on_hold', 'status is %r' % order.status),
             (order.order_number == 'A-1001', 'order_number is %r' % order.order_number),
         ]),
    ]


def main():
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    config = sluice_client.Configuration()
    config.host = 'http://127.0.0.1:%d' % server.server_address[1]
    config.access_token = 'svc_forward_compat'
    client = sluice_client.ApiClient(config)
    failures = []
    for name, call, checks in cases(client):
        try:
            model = call()
        except Exception as error:  # the generated client rejected the response
            failures.append('%s: the client raised %s: %s' % (name, type(error).__name__, error))
            traceback.print_exc(file=sys.stdout)
            continue
        bad = [message for ok, message in checks(model) if not ok]
        if bad:
            failures.append('%s: %s' % (name, '; '.join(bad)))
        else:
            print('ok   %s' % name)
    server.shutdown()
    if failures:
        for failure in failures:
            print('FAIL ' + failure)
        sys.exit(1)
    print('forward compatibility: every newer response was read')


if __name__ == '__main__':
    main()
