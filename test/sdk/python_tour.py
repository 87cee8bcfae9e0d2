"""A scripted tour of every operation of openapi.yaml through the generated Python client (sdks/python).

Run with Debian's /usr/bin/python3 and PYTHONPATH=sdks/python. Reads one JSON object on stdin:

  base_url      where the client sends requests (Prism in front of a real Sluice server)
  origin        Sluice's own origin, sent as `Origin` on console writes
  api_key       an all-scope key of the tenant (`svc_…`)
  email, password   the tenant owner's console credentials
  operations    [{"operationId", "method", "path"}] of every operation in the contract
  connector     optional {"type", "config", "credentials"} of a connector the tour may create
  webhook_url   an https URL (a receiver answering 2xx) for the endpoint the tour creates
  seeds         the harness's seeded world (test/support/tour.ts `seeds()`) plus `failedRunId`, a failed run
                of the seeded flow to retry

Asserts the values every call returns (ids, statuses, typed model classes, microsecond timestamps) and
exits 1 naming every failed check and every operationId of the contract it did not call.
"""
import datetime
import json
import re
import sys
import time
import traceback

import sluice_client
from sluice_client.rest import ApiException

CALLED = set()


def instrument_apis():
    """Wraps every public method of every generated API class to record the methods called."""
    classes = []
    for name in dir(sluice_client.api):
        cls = getattr(sluice_client.api, name)
        if isinstance(cls, type) and name.endswith('Api'):
            classes.append(cls)
            for attr, fn in list(vars(cls).items()):
                if attr.startswith('_') or not callable(fn):
                    continue
                base = attr[:-len('_with_http_info')] if attr.endswith('_with_http_info') else attr

                def wrapper(self, *args, _fn=fn, _base=base, **kwargs):
                    try:
                        result = _fn(self, *args, **kwargs)
                    except ApiException:
                        CALLED.add(_base)  # the server answered (an expected error is checked by the caller)
                        raise
                    CALLED.add(_base)
                    return result
                setattr(cls, attr, wrapper)
    return classes


def method_name(operation_id):
    """The generated method of an operationId (openapi-generator's snake_case)."""
    return re.sub(r'([a-z0-9])([A-Z])', r'\1_\2', operation_id).lower()


class Tour:
    def __init__(self, params):
        self.p = params
        self.seeds = params['seeds']
        self.failures = []
        self.micro_seen = 0
        config = sluice_client.Configuration()
        config.host = params['base_url']
        config.access_token = params['api_key']
        self.client = sluice_client.ApiClient(config)
        self.flows = sluice_client.FlowsApi(self.client)
        self.runs = sluice_client.RunsApi(self.client)
        self.connectors = sluice_client.ConnectorsApi(self.client)
        self.webhooks = sluice_client.WebhooksApi(self.client)
        self.canonical = sluice_client.CanonicalApi(self.client)
        self.health = sluice_client.HealthApi(self.client)

    # -- checks ---------------------------------------------------------------------------------
    def check(self, condition, message):
        if not condition:
            raise AssertionError(message)

    def is_a(self, value, cls, what):
        self.check(isinstance(value, cls), '%s: expected %s, got %s' % (what, cls.__name__, type(value).__name__))

    def raw(self, client=None):
        """The JSON body of the last response the client received."""
        return json.loads((client or self.client).last_response.data)

    def timestamps_match(self, model, raw, what):
        """Every datetime attribute of a model equals its JSON string to the microsecond, time zone included."""
        for attr, kind in model.openapi_types.items():
            value, text = getattr(model, attr), raw.get(model.attribute_map[attr])
            if kind == 'datetime':
                if text is None:
                    self.check(value is None, '%s.%s: null in JSON but %r in the model' % (what, attr, value))
                    continue
                self.is_a(value, datetime.datetime, '%s.%s' % (what, attr))
                self.check(value.tzinfo is not None, '%s.%s has no time zone' % (what, attr))
                frac = re.search(r'\.(\d+)', text)
                micro = int(frac.group(1)[:6].ljust(6, '0')) if frac else 0
                self.check(value.microsecond == micro, '%s.%s: %s read as %s' % (what, attr, text, value.isoformat()))
                if micro % 1000:
                    self.micro_seen += 1
            elif hasattr(value, 'openapi_types') and isinstance(text, dict):
                self.timestamps_match(value, text, '%s.%s' % (what, attr))

    def expect_error(self, status, code, fn, *args, **kwargs):
        """Calls fn, which must raise ApiException with this status and the error envelope with this code."""
        try:
            fn(*args, **kwargs)
        except ApiException as error:
            self.check(error.status == status, 'expected HTTP %d, got %d: %s' % (status, error.status, error.body))
            body = json.loads(error.body)
            self.check(body['error']['code'] == code, 'expected code %s, got %s' % (code, body['error']['code']))
            self.check(body['error']['request_id'] == error.headers.get('X-Request-Id'),
                       'request_id %s differs from X-Request-Id %s' % (body['error']['request_id'], error.headers.get('X-Request-Id')))
            return body
        raise AssertionError('expected HTTP %d %s, the call succeeded' % (status, code))

    def step(self, name, fn):
        try:
            fn()
            print('ok   %s' % name)
        except Exception as error:  # every failure is reported, the tour goes on
            self.failures.append('%s: %s' % (name, error))
            print('FAIL %s: %s' % (name, error))
            traceback.print_exc(file=sys.stdout)

    # -- /v1 -----------------------------------------------------------------------------------
    def health_probes(self):
        health = self.health.get_health()
        self.is_a(health, sluice_client.Health, 'getHealth')
        self.check(health.status == 'ok', 'getHealth status %s' % health.status)
        ready = self.health.get_readiness()
        self.is_a(ready, sluice_client.Readiness, 'getReadiness')
        self.check(ready.status == 'ready', 'getReadiness status %s' % ready.status)

    def connector_tour(self):
        types = self.connectors.list_connector_types()
        self.is_a(types, sluice_client.ConnectorTypeList, 'listConnectorTypes')
        self.check(len(types.data) > 0, 'no connector types installed')
        self.kinds = {t.id: t.kind for t in types.data}
        for t in types.data:
            self.is_a(t, sluice_client.ConnectorType, 'connector type')
            self.check(isinstance(t.config_schema, dict), 'config_schema of %s is %r' % (t.id, t.config_schema))

        listed = self.connectors.list_connectors(limit=100)
        self.is_a(listed, sluice_client.ConnectorList, 'listConnectors')
        self.existing_connectors = listed.data

        spec = self.p.get('connector') or {'type': 'files', 'config': {'path': 'sdk-tour'}}
        created = self.connectors.create_connector(sluice_client.ConnectorCreate(
            name='SDK tour connector', type=spec['type'], config=spec.get('config', {}), credentials=spec.get('credentials')))
        self.is_a(created, sluice_client.Connector, 'createConnector')
        self.check(created.id.startswith('con_'), 'connector id %s' % created.id)
        self.check(created.name == 'SDK tour connector' and created.type == spec['type'], 'createConnector returned %s' % created)
        self.check(created.config == spec.get('config', {}), 'config %r' % created.config)
        self.timestamps_match(created, self.raw(), 'createConnector')
        self.tour_connector = created

        got = self.connectors.get_connector(created.id)
        self.is_a(got, sluice_client.Connector, 'getConnector')
        self.check(got.id == created.id and got.created_at == created.created_at, 'getConnector returned %s' % got)

        updated = self.connectors.update_connector(created.id, sluice_client.ConnectorUpdate(name='SDK tour connector (renamed)'))
        self.check(updated.name == 'SDK tour connector (renamed)' and updated.id == created.id, 'updateConnector returned %s' % updated)
        self.check(updated.updated_at >= created.updated_at, 'updated_at went back')

        verified = self.connectors.verify_connector(created.id)
        self.is_a(verified, sluice_client.VerifyResult, 'verifyConnector')
        self.check(verified.connector_id == created.id, 'verify connector_id %s' % verified.connector_id)
        self.check(verified.result in ('ok', 'error'), 'verify result %s' % verified.result)
        self.is_a(verified.checked_at, datetime.datetime, 'verify checked_at')

        again = self.connectors.list_connectors(limit=100)
        self.check(created.id in [c.id for c in again.data], 'listConnectors lacks the created connector')
        self.check(again.meta.total == len(self.existing_connectors) + 1, 'total %d' % again.meta.total)

    def flow_tour(self):
        listed = self.flows.list_flows(limit=100)
        self.is_a(listed, sluice_client.FlowList, 'listFlows')
        for flow in listed.data:
            self.is_a(flow, sluice_client.Flow, 'flow')
        source = next((c for c in self.existing_connectors if c.id == self.seeds['connectorIds']['source']), None)
        self.check(source is not None, 'listConnectors lacks the seeded source connector')
        self.check(self.kinds.get(source.type) in ('source', 'both'), 'the seeded source is a %s connector' % self.kinds.get(source.type))
        created = self.flows.create_flow(sluice_client.FlowCreate(
            name='SDK tour flow', source_connector_id=source.id, destination_connector_id=self.tour_connector.id,
            entities=['order'], schedule='manual'))
        self.is_a(created, sluice_client.FlowDetail, 'createFlow')
        self.check(created.id.startswith('flw_') and created.status == 'active', 'createFlow returned %s' % created)
        self.check(created.source_connector_id == source.id and created.entities == ['order'], 'createFlow fields %s' % created)
        self.timestamps_match(created, self.raw(), 'createFlow')
        self.tour_flow = created

        got = self.flows.get_flow(created.id)
        self.is_a(got, sluice_client.FlowDetail, 'getFlow')
        self.check(got.id == created.id and got.created_at == created.created_at, 'getFlow %s' % got)
        self.timestamps_match(got, self.raw(), 'getFlow')

        updated = self.flows.update_flow(created.id, sluice_client.FlowUpdate(name='SDK tour flow (renamed)'))
        self.check(updated.name == 'SDK tour flow (renamed)', 'updateFlow name %s' % updated.name)

        paused = self.flows.pause_flow(created.id)
        self.check(paused.status == 'paused' and paused.id == created.id, 'pauseFlow status %s' % paused.status)
        resumed = self.flows.resume_flow(created.id)
        self.check(resumed.status == 'active', 'resumeFlow status %s' % resumed.status)
        self.tour_flow_updated_at = resumed.updated_at

        triggered = self.flows.trigger_flow(created.id)
        self.is_a(triggered, sluice_client.RunCreated, 'triggerFlow')
        self.check(triggered.run_id.startswith('run_'), 'run id %s' % triggered.run_id)
        self.triggered_runs = [triggered.run_id]

        missing = 'flw_' + '0' * 24
        self.expect_error(404, 'flow_not_found', self.flows.get_flow, missing)

    def run_tour(self):
        run_id = self.triggered_runs[0]
        run = self.runs.get_run(run_id)
        self.is_a(run, sluice_client.Run, 'getRun')
        self.check(run.id == run_id and run.flow_id == self.tour_flow.id and run.trigger == 'manual', 'getRun %s' % run)
        self.timestamps_match(run, self.raw(), 'getRun')

        # A worker runs the triggered run at once: cancel it while it is queued or running, triggering again
        # when it finished first (409 conflict).
        cancelled = None
        for _ in range(5):
            try:
                cancelled = self.runs.cancel_run(self.triggered_runs[-1])
                break
            except ApiException as error:
                self.check(error.status == 409 and json.loads(error.body)['error']['code'] == 'conflict', 'cancelRun: %s' % error.body)
                ended = self.runs.get_run(self.triggered_runs[-1]).status
                self.check(ended in ('succeeded', 'partial', 'failed', 'cancelled'), 'cancel refused for a %s run' % ended)
                self.triggered_runs.append(self.flows.trigger_flow(self.tour_flow.id).run_id)
        self.check(cancelled is not None, 'every triggered run ended before it could be cancelled')
        self.is_a(cancelled, sluice_client.Run, 'cancelRun')
        self.check(cancelled.id == self.triggered_runs[-1] and cancelled.status in ('cancelled', 'running'), 'cancelRun %s' % cancelled.status)

        by_flow = self.runs.list_runs(flow_id=self.tour_flow.id)
        self.is_a(by_flow, sluice_client.RunList, 'listRuns')
        self.check(sorted(r.id for r in by_flow.data) == sorted(self.triggered_runs), 'runs of the tour flow: %s' % [r.id for r in by_flow.data])
        self.check(by_flow.data[0].id == self.triggered_runs[-1], 'runs are not newest first')

        # Every run, paged with a small limit; then the filters.
        seen, cursor = [], None
        while True:
            page = self.runs.list_runs(limit=2, cursor=cursor) if cursor else self.runs.list_runs(limit=2)
            seen += [r.id for r in page.data]
            self.check(page.meta.has_more == (page.meta.next_cursor is not None), 'has_more disagrees with next_cursor')
            cursor = page.meta.next_cursor
            if cursor is None:
                break
        self.check(len(seen) == len(set(seen)) == page.meta.total, 'paged %d runs (%d distinct), total %d' % (len(seen), len(set(seen)), page.meta.total))
        self.check(self.seeds['runId'] in seen, 'the seeded run is not listed')

    def run_filters(self):
        succeeded = self.runs.list_runs(status='succeeded', flow_id=self.seeds['flowId'])
        self.check([r.id for r in succeeded.data] == [self.seeds['runId']], 'status+flow filter: %s' % [r.id for r in succeeded.data])
        since = self.tour_flow.created_at - datetime.timedelta(microseconds=1)
        window = self.runs.list_runs(_from=since, to=datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(hours=1))
        self.check(set(self.triggered_runs) <= {r.id for r in window.data}, 'from/to window lacks the triggered runs')
        self.check(self.seeds['runId'] not in {r.id for r in window.data}, 'from/to window has the older seeded run')
        later = self.runs.list_runs(_from=datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=1))
        self.check(later.data == [] and later.meta.total == 0, 'a window in the future is not empty')

    def flows_since(self):
        """Incremental sync on a /v1 list: updated_since (a datetime) is inclusive, to the microsecond."""
        mark = self.tour_flow_updated_at
        since = self.flows.list_flows(updated_since=mark, limit=500)
        ids = [f.id for f in since.data]
        self.check(self.tour_flow.id in ids, 'updated_since=%s excludes the flow updated then' % mark.isoformat())
        self.check(all(f.updated_at >= mark for f in since.data), 'updated_since returned older flows')
        self.check(self.seeds['flowId'] not in ids or self.flows.get_flow(self.seeds['flowId']).updated_at >= mark,
                   'updated_since returned the seeded flow, unchanged since')

    def run_retry(self):
        failed_id = self.seeds['failedRunId']
        failed = self.runs.list_runs(status='failed')
        self.check(all(r.status == 'failed' for r in failed.data) and failed_id in [r.id for r in failed.data],
                   'status=failed: %s' % [(r.id, r.status) for r in failed.data])
        retried = self.runs.retry_run(failed_id)
        self.is_a(retried, sluice_client.RunCreated, 'retryRun')
        new_run = self.runs.get_run(retried.run_id)
        self.check(new_run.retry_of == failed_id and new_run.trigger == 'retry' and new_run.flow_id == self.seeds['flowId'],
                   'retry run %s' % new_run)

        # The worker executes the retry and any triggered run not cancelled in time: let them end before the
        # canonical data is paged, since a run writing records moves their updated_at.
        for pending in self.triggered_runs + [retried.run_id]:
            self.run_details(self.wait_ended(pending))

        # With nothing in flight, a resync of one of the tour flow's entities; a second one meanwhile conflicts.
        entities = self.tour_flow.entities[:1]
        resync = self.flows.resync_flow(self.tour_flow.id, flow_resync=sluice_client.FlowResync(entities=entities))
        self.is_a(resync, sluice_client.RunCreated, 'resyncFlow')
        resync_run = self.runs.get_run(resync.run_id)
        self.check(resync_run.trigger == 'resync' and resync_run.resync_entities == entities and resync_run.records_deleted == 0,
                   'resync run %s' % resync_run)
        if resync_run.status in ('queued', 'running'):
            try:
                self.flows.resync_flow(self.tour_flow.id)
                self.check(self.runs.get_run(resync.run_id).status not in ('queued', 'running'), 'a second resync was accepted while one ran')
            except ApiException as error:
                self.check(error.status == 409 and json.loads(error.body)['error']['code'] == 'run_in_progress', 'resyncFlow: %s' % error.body)
        self.wait_ended(resync.run_id)

        # Then a run reprocessing the tour flow's rejected records (it has none, the sample data being valid).
        reprocess = self.flows.reprocess_flow_rejections(self.tour_flow.id)
        self.is_a(reprocess, sluice_client.RunCreated, 'reprocessFlowRejections')
        self.check(self.runs.get_run(reprocess.run_id).trigger == 'manual', 'reprocess run %s' % reprocess.run_id)
        self.wait_ended(reprocess.run_id)
        of_flow = self.flows.list_flow_rejections(self.tour_flow.id, limit=10)
        self.is_a(of_flow, sluice_client.RecordRejectionList, 'listFlowRejections')
        self.check(of_flow.data == [] and of_flow.meta.total == 0 and of_flow.meta.next_cursor is None, 'rejections of the tour flow: %s' % of_flow)
        of_run = self.runs.list_run_rejections(self.seeds['runId'])
        self.is_a(of_run, sluice_client.RecordRejectionList, 'listRunRejections')
        self.check(of_run.data == [], 'rejections of the seeded run: %s' % of_run)

        # The overview: 24 hourly buckets, or 28 of 6 hours, counting the tour's runs.
        day = self.runs.get_overview()
        self.is_a(day, sluice_client.Overview, 'getOverview')
        self.check(day.range == '24h' and day.bucket_seconds == 3600 and len(day.buckets) == 24, 'overview: %s' % day)
        self.check(sum(b.runs.succeeded + b.runs.failed for b in day.buckets) >= 2, 'overview runs: %s' % day)
        week = self.runs.get_overview(range='7d')
        self.check(len(week.buckets) == 28, 'overview of 7 days: %s' % week)

    def run_details(self, run):
        """An ended run's connectors and counts per entity read as their models, the counts adding up to the run's."""
        self.is_a(run.connectors, sluice_client.RunConnectors, 'Run.connectors')
        ends = ((run.connectors.source, sluice_client.RunConnectorsSource), (run.connectors.destination, sluice_client.RunConnectorsDestination))
        for end, cls in ends:
            if end is not None:
                self.is_a(end, cls, 'Run.connectors end')
                self.check(end.connector_id.startswith('con_') and end.type, 'run %s connector %s' % (run.id, end))
        for counts in run.entities:
            self.is_a(counts, sluice_client.RunEntityCounts, 'Run.entities[]')
        if run.entities:
            for field in ('records_processed', 'records_succeeded', 'records_failed', 'records_deleted'):
                total = sum(getattr(counts, field) for counts in run.entities)
                self.check(total == getattr(run, field), 'run %s: entities add up to %s %d, not %d' % (run.id, field, total, getattr(run, field)))

    def wait_ended(self, run_id, seconds=90):
        deadline = time.time() + seconds
        while True:
            run = self.runs.get_run(run_id)
            if run.status not in ('queued', 'running'):
                return run
            self.check(time.time() < deadline, 'run %s still %s after %d s' % (run_id, run.status, seconds))
            time.sleep(0.2)

    def webhook_tour(self):
        catalog = self.webhooks.list_event_types()
        self.is_a(catalog, sluice_client.EventTypeList, 'listEventTypes')
        types = [t.type for t in catalog.data]
        self.check('records.changed' in types and 'webhook.test' in types, 'listEventTypes types %s' % types)
        for t in catalog.data:
            self.is_a(t, sluice_client.EventType, 'event type')
            self.check(bool(t.description) and isinstance(t.schema, dict), 'event type %s' % t.type)
        listed = self.webhooks.list_webhooks()
        self.is_a(listed, sluice_client.WebhookEndpointList, 'listWebhooks')
        url = self.p['webhook_url']
        created = self.webhooks.create_webhook(sluice_client.WebhookEndpointCreate(
            url=url, events=['run.failed', 'run.succeeded'], description='SDK tour'))
        self.is_a(created, sluice_client.WebhookEndpointWithSecret, 'createWebhook')
        self.check(created.id.startswith('whk_') and created.secret.startswith('whsec_'), 'createWebhook %s' % created.id)
        self.check(created.url == url and created.enabled is True, 'createWebhook url/enabled %s' % created)
        got = self.webhooks.get_webhook(created.id)
        self.is_a(got, sluice_client.WebhookEndpoint, 'getWebhook')
        self.check(got.events == ['run.failed', 'run.succeeded'], 'events %s' % got.events)
        self.timestamps_match(got, self.raw(), 'getWebhook')
        updated = self.webhooks.update_webhook(created.id, sluice_client.WebhookEndpointUpdate(enabled=False, description='SDK tour, off'))
        self.check(updated.enabled is False and updated.description == 'SDK tour, off', 'updateWebhook %s' % updated)
        rotated = self.webhooks.rotate_webhook_secret(created.id)
        self.is_a(rotated, sluice_client.WebhookEndpointWithSecret, 'rotateWebhookSecret')
        self.check(rotated.secret.startswith('whsec_') and rotated.secret != created.secret, 'rotation kept the secret')
        self.is_a(rotated.previous_secret_expires_at, datetime.datetime, 'previous_secret_expires_at')

        sent = self.webhooks.test_webhook(created.id)
        self.is_a(sent, sluice_client.WebhookSendResult, 'testWebhook')
        self.check(sent.delivery_id.startswith('del_') and sent.result in ('ok', 'error'), 'testWebhook %s' % sent)
        deliveries = self.webhooks.list_webhook_deliveries(created.id, event='webhook.test')
        self.is_a(deliveries, sluice_client.WebhookDeliveryList, 'listWebhookDeliveries')
        self.check([d.id for d in deliveries.data] == [sent.delivery_id], 'deliveries %s' % [d.id for d in deliveries.data])
        detail = self.webhooks.get_webhook_delivery(created.id, sent.delivery_id)
        self.is_a(detail, sluice_client.WebhookDeliveryDetail, 'getWebhookDelivery')
        self.check(detail.attempt_count == 1 and len(detail.attempts) == 1, 'attempts %s' % detail.attempts)
        self.is_a(detail.attempts[0], sluice_client.WebhookAttempt, 'attempt')
        self.check(detail.attempts[0].trigger == 'test', 'attempt trigger %s' % detail.attempts[0].trigger)
        self.timestamps_match(detail, self.raw(), 'getWebhookDelivery')
        replayed = self.webhooks.replay_webhook_delivery(created.id, sent.delivery_id)
        self.check(replayed.delivery_id == sent.delivery_id, 'replay delivery id %s' % replayed.delivery_id)
        after = self.webhooks.get_webhook_delivery(created.id, sent.delivery_id)
        self.check(after.attempt_count == 2 and after.attempts[1].trigger == 'replay', 'after replay %s' % after.attempts)

        self.check(sent.result == 'ok' and sent.status_code == 204, 'the receiver answered the test with %s' % sent)

        # The seeded delivery failed (its receiver answered 500); replayed now that it answers 204, it succeeds.
        seeded = self.seeds['webhookId']
        failed = self.webhooks.list_webhook_deliveries(seeded, status='failed')
        self.check(self.seeds['deliveryId'] in [d.id for d in failed.data], 'status=failed lacks the seeded delivery')
        replayed = self.webhooks.replay_webhook_delivery(seeded, self.seeds['deliveryId'])
        self.is_a(replayed, sluice_client.WebhookSendResult, 'replayWebhookDelivery')
        self.check(replayed.result == 'ok' and replayed.status_code == 204, 'replay %s' % replayed)
        done = self.webhooks.get_webhook_delivery(seeded, self.seeds['deliveryId'])
        self.check(done.status == 'succeeded' and done.attempts[-1].trigger == 'replay', 'after replay %s' % done.status)
        stats = self.webhooks.get_webhook_stats(seeded)
        self.is_a(stats, sluice_client.WebhookStats, 'getWebhookStats')
        self.check(stats.endpoint_id == seeded and stats.last_success_at is not None and stats.last_failure_at is not None, 'stats %s' % stats)
        since = datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(hours=1)
        recovered = self.webhooks.recover_webhook(seeded, sluice_client.WebhookRecoverRequest(since=since))
        self.is_a(recovered, sluice_client.WebhookRecoverResult, 'recoverWebhook')
        self.check(recovered.recovered == 0, 'recover found %s to queue again (test sends are never recovered)' % recovered.recovered)

        self.webhooks.delete_webhook(created.id)
        self.expect_error(404, 'webhook_not_found', self.webhooks.get_webhook, created.id)

    def cleanup_v1(self):
        self.flows.delete_flow(self.tour_flow.id)
        self.expect_error(404, 'flow_not_found', self.flows.get_flow, self.tour_flow.id)
        self.connectors.delete_connector(self.tour_connector.id)
        self.expect_error(404, 'connector_not_found', self.connectors.get_connector, self.tour_connector.id)

    # -- canonical data ------------------------------------------------------------------------
    def canonical_tour(self):
        operations = [op for op in self.p['operations'] if op['path'].startswith('/api/public/data/')]
        lists = [op for op in operations if '{' not in op['path']]
        self.check(lists, 'the contract has no canonical list operation')
        gets = {op['path'].rsplit('/', 2)[1]: op for op in operations if op['path'].endswith('}')}
        total = 0
        for op in lists:
            entity = op['path'].rsplit('/', 1)[1]
            list_fn = getattr(self.canonical, method_name(op['operationId']))
            records, cursor, pages = [], None, 0
            while True:
                page = list_fn(limit=7, cursor=cursor) if cursor else list_fn(limit=7)
                pages += 1
                self.check(type(page).__name__.endswith('Page'), '%s returned %s' % (op['operationId'], type(page).__name__))
                self.check(page.entity == entity and page.count == len(page.data) and page.fields is None,
                           '%s page entity %s count %s fields %s' % (op['operationId'], page.entity, page.count, page.fields))
                for record in page.data:
                    self.check(type(record).__name__.startswith('Canonical') and hasattr(record, 'canonical_id'),
                               '%s record is %s' % (op['operationId'], type(record).__name__))
                raw = self.raw()
                for record, raw_record in zip(page.data, raw['data']):
                    self.timestamps_match(record, raw_record, '%s record' % op['operationId'])
                    missing = set(raw_record) - set(record.attribute_map.values())
                    self.check(not missing, '%s: the model drops %s' % (op['operationId'], sorted(missing)))
                records += page.data
                cursor = page.next_cursor
                if cursor is None:
                    break
            ids = [r.canonical_id for r in records]
            self.check(len(ids) == len(set(ids)), '%s repeated a record across pages' % op['operationId'])
            expected = self.seeds['canonicalCounts'].get(entity, 0)
            self.check(len(records) == expected, '%s: %d records, the run wrote %d' % (op['operationId'], len(records), expected))
            total += len(records)
            get_op = gets.get(entity)
            self.check(get_op is not None, 'no get operation for %s' % entity)
            get_fn = getattr(self.canonical, method_name(get_op['operationId']))
            if not records:
                self.expect_error(404, 'record_not_found', get_fn, '00000000-0000-4000-8000-000000000000')
                print('     %s: no records (404 on get)' % entity)
                continue
            first = records[0]

            # fields=: the projected records keep the fields asked for, in the same model class.
            wanted = [name for name in ('updated_at', 'created_at') if name in first.attribute_map]
            projected = list_fn(limit=500, fields=','.join(wanted))
            self.check(projected.fields == ['canonical_id'] + wanted, '%s fields %s' % (op['operationId'], projected.fields))
            self.check(len(projected.data) == len(records), '%s: %d projected records, %d complete'
                       % (op['operationId'], len(projected.data), len(records)))
            for record in projected.data:
                self.check(type(record) is type(first), 'projected record is %s' % type(record).__name__)
            by_id = {r.canonical_id: r for r in records}
            for record in projected.data:
                full = by_id[record.canonical_id]
                for name in wanted:
                    self.check(getattr(record, name) == getattr(full, name), '%s projected %s differs' % (op['operationId'], name))
            # updated_since is inclusive to the microsecond.
            last = records[-1]
            since = list_fn(updated_since=last.updated_at, limit=500)
            self.check(last.canonical_id in [r.canonical_id for r in since.data], '%s updated_since excludes its boundary' % op['operationId'])

            got = get_fn(first.canonical_id)
            self.check(type(got) is type(first), '%s returned %s' % (get_op['operationId'], type(got).__name__))
            self.check(got.to_dict() == first.to_dict(), '%s differs from the listed record' % get_op['operationId'])
            self.timestamps_match(got, self.raw(), get_op['operationId'])
            print('     %s: %d records in %d pages' % (entity, len(records), pages))
        self.check(total > 0, 'no canonical records at all')

    # -- console -------------------------------------------------------------------------------
    def console_client(self):
        config = sluice_client.Configuration()
        config.host = self.p['base_url']
        client = sluice_client.ApiClient(config)
        client.set_default_header('Origin', self.p['origin'])
        return client

    def sign_in(self, client, session, headers):
        cookie = headers.get('Set-Cookie', '')
        match = re.match(r'sluice_session=([^;]+)', cookie)
        self.check(match, 'no sluice_session cookie in Set-Cookie: %r' % cookie)
        self.check('HttpOnly' in cookie, 'the session cookie is not HttpOnly: %r' % cookie)
        # 4.3.1 sends an apiKey-in-cookie scheme's value as the whole Cookie header: give it name=value.
        client.configuration.api_key['sluice_session'] = 'sluice_session=' + match.group(1)
        self.is_a(session, sluice_client.ConsoleSession, 'session')

    def console_tour(self):
        owner = self.console_client()
        console = sluice_client.ConsoleApi(owner)
        session, status, headers = console.sign_in_with_http_info(
            sluice_client.SignInRequest(email=self.p['email'], password=self.p['password']))
        self.check(status == 200, 'signIn status %d' % status)
        self.sign_in(owner, session, headers)
        self.check(session.user.email == self.p['email'] and session.user.role == 'owner', 'signIn user %s' % session.user)
        self.timestamps_match(session, self.raw(owner), 'signIn')
        current = console.get_session()
        self.check(current.user.id == session.user.id and 'flows:write' in current.scopes, 'getSession %s' % current)
        # A session works on /v1 too.
        flows = sluice_client.FlowsApi(owner).list_flows()
        self.is_a(flows, sluice_client.FlowList, 'listFlows with a session')

        members = console.list_members()
        self.is_a(members, sluice_client.MemberList, 'listMembers')
        self.check(session.user.id in [m.id for m in members.data], 'listMembers lacks the owner')
        invitation = console.invite_member(sluice_client.MemberInvite(email='sdk-tour-invitee@example.com', role='viewer'))
        self.is_a(invitation, sluice_client.MemberInvitation, 'inviteMember')
        member = invitation.member
        self.check(member.email == 'sdk-tour-invitee@example.com' and member.role == 'viewer' and member.has_password is False,
                   'invited %s' % member)
        token = invitation.sign_in_link.url.split('#', 1)[1]
        invitee = self.console_client()
        invitee_session, _, invitee_headers = sluice_client.ConsoleApi(invitee).sign_in_with_link_with_http_info(
            sluice_client.SignInLinkRequest(token=token))
        self.sign_in(invitee, invitee_session, invitee_headers)
        self.check(invitee_session.user.id == member.id and invitee_session.user.role == 'viewer', 'signInWithLink %s' % invitee_session.user)
        # The link works once.
        self.expect_error(401, 'unauthorized', sluice_client.ConsoleApi(self.console_client()).sign_in_with_link,
                          sluice_client.SignInLinkRequest(token=token))
        changed = console.update_member(member.id, sluice_client.MemberUpdate(role='member'))
        self.check(changed.id == member.id and changed.role == 'member', 'updateMember %s' % changed)
        self.check(sluice_client.ConsoleApi(invitee).get_session().user.role == 'member', 'the role change did not apply')
        console.remove_member(member.id)
        self.check(member.id not in [m.id for m in console.list_members().data], 'removeMember left the member listed')
        self.expect_error(401, 'unauthorized', sluice_client.ConsoleApi(invitee).get_session)

        keys = console.list_api_keys()
        self.is_a(keys, sluice_client.ApiKeyList, 'listApiKeys')
        made = console.create_api_key(sluice_client.ApiKeyCreate(name='SDK tour key', scopes=['flows:read'], expires_in_days=30))
        self.is_a(made, sluice_client.ApiKeyWithSecret, 'createApiKey')
        self.check(made.key.startswith('svc_') and made.key.startswith(made.prefix) and made.scopes == ['flows:read'], 'createApiKey %s' % made.prefix)
        lifetime = made.expires_at - made.created_at
        self.check(abs(lifetime - datetime.timedelta(days=30)) < datetime.timedelta(seconds=5),
                   'expires_at %s is not 30 days after created_at %s' % (made.expires_at, made.created_at))
        config = sluice_client.Configuration()
        config.host, config.access_token = self.p['base_url'], made.key
        self.is_a(sluice_client.FlowsApi(sluice_client.ApiClient(config)).list_flows(), sluice_client.FlowList, 'listFlows with the new key')
        revoked = console.revoke_api_key(made.id)
        self.is_a(revoked, sluice_client.ApiKey, 'revokeApiKey')
        self.check(revoked.id == made.id and revoked.revoked_at is not None, 'revokeApiKey %s' % revoked)
        self.expect_error(401, 'unauthorized', sluice_client.FlowsApi(sluice_client.ApiClient(config)).list_flows)

        new_password = self.p['password'] + '-changed'
        console.change_password(sluice_client.PasswordChange(current_password=self.p['password'], new_password=new_password))
        self.check(console.get_session().user.id == session.user.id, 'changePassword ended the current session')
        fresh = self.console_client()
        again, _, again_headers = sluice_client.ConsoleApi(fresh).sign_in_with_http_info(
            sluice_client.SignInRequest(email=self.p['email'], password=new_password))
        self.sign_in(fresh, again, again_headers)
        sluice_client.ConsoleApi(fresh).sign_out()

        console.sign_out()
        self.expect_error(401, 'unauthorized', console.get_session)

    # -- the whole tour ------------------------------------------------------------------------
    def run(self, api_classes):
        self.step('health', self.health_probes)
        self.step('connectors', self.connector_tour)
        self.step('flows', self.flow_tour)
        self.step('runs', self.run_tour)
        self.step('runs: filters', self.run_filters)
        self.step('flows: updated_since', self.flows_since)
        self.step('runs: retry', self.run_retry)
        self.step('webhooks', self.webhook_tour)
        self.step('delete flow and connector', self.cleanup_v1)
        self.step('canonical data', self.canonical_tour)
        self.step('console', self.console_tour)
        self.step('microsecond timestamps', lambda: self.check(self.micro_seen > 0, 'no timestamp with microseconds was read'))

        contract = {method_name(op['operationId']): op['operationId'] for op in self.p['operations']}
        generated = set()
        for cls in api_classes:
            generated |= {a for a in vars(cls) if not a.startswith('_') and not a.endswith('_with_http_info')}
        not_toured = sorted(contract[m] for m in contract if m not in CALLED)
        not_generated = sorted(contract[m] for m in contract if m not in generated)
        not_in_contract = sorted(generated - set(contract))
        if not_generated:
            self.failures.append('operations of the contract missing from the generated client: %s' % ', '.join(not_generated))
        if not_in_contract:
            self.failures.append('client methods with no operation in the contract: %s' % ', '.join(not_in_contract))
        if not_toured:
            self.failures.append('operationIds not toured: %s' % ', '.join(not_toured))
        print('toured %d of %d operations' % (len(set(contract) & CALLED), len(contract)))
        return self.failures


def main():
    params = json.load(sys.stdin)
    api_classes = instrument_apis()
    failures = Tour(params).run(api_classes)
    if failures:
        print('\n%d failure(s):' % len(failures))
        for failure in failures:
            print(' - ' + failure)
        sys.exit(1)
    print('python tour: every operation passed')


if __name__ == '__main__':
    main()
