"""Pages through every canonical order with the generated Python client and prints each order number.

    PYTHONPATH=sdks/python SLUICE_URL=http://127.0.0.1:8080 SLUICE_API_KEY=svc_... python3 sdks/examples/list_orders.py
"""
import os

import sluice_client

config = sluice_client.Configuration()
config.host = os.environ.get('SLUICE_URL', 'http://127.0.0.1:8080')
config.access_token = os.environ['SLUICE_API_KEY']
canonical = sluice_client.CanonicalApi(sluice_client.ApiClient(config))

cursor = None
while True:
    # list_orders returns a CanonicalOrderPage whose data are CanonicalOrder models.
    page = canonical.list_orders(limit=100, cursor=cursor) if cursor else canonical.list_orders(limit=100)
    for order in page.data:
        print(order.order_number, order.status, order.total_cents, order.currency, order.updated_at.isoformat())
    cursor = page.next_cursor
    if cursor is None:
        break
