// The baseline for the flow-list bench: a bare Koa app that runs the same SQL the full stack runs for
// GET /v1/flows?limit=50 and JSON-encodes the rows into the same envelope, with no middleware at all.
import Koa from 'koa';
import pg from 'pg';

const { DATABASE_URL, PORT, SQL, BINDINGS } = process.env;
const sql = SQL;
const bindings = JSON.parse(BINDINGS);
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/healthz') {
    ctx.body = { status: 'ok' };
    return;
  }
  const { rows } = await pool.query(sql, bindings);
  const page = rows.slice(0, 50);
  ctx.type = 'application/json';
  ctx.body = JSON.stringify({
    data: page.map(({ _ts, _total, ...row }) => row),
    meta: { total: Number(rows[0]?._total ?? 0), has_more: rows.length > 50, next_cursor: null },
  });
});
app.listen(Number(PORT), '127.0.0.1');
