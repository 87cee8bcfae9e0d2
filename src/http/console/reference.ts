// The API reference at /docs: swagger-ui-dist renders the contract, served from this origin with a page and a
// start script of our own (the policy allows no inline script). Operations are grouped by the contract's tags; the
// canonical data API's section comes last and starts folded. The contract is handed to the renderer with this
// no servers, so "Try it out" talks to this origin and nothing else; the online validator is off.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { REVALIDATE, staticFile, typeOf, type StaticFile } from './staticFile.js';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sluice API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="stylesheet" href="/docs/assets/reference.css">
<script defer src="/docs/assets/swagger-ui-bundle.js"></script>
<script defer src="/docs/assets/reference.js"></script>
</head>
<body>
<header class="reference-bar">
<h1>Sluice API reference</h1>
<nav aria-label="Reference links"><a href="/flows">Console</a> <a href="/openapi.yaml">openapi.yaml</a> <a href="/openapi.json">openapi.json</a></nav>
</header>
<section id="reference" aria-label="API operations"><p class="reference-loading">Loading the reference…</p></section>
</body>
</html>
`;

const START = `'use strict';
// What the renderer leaves out for assistive technology, added as it renders: a name for every picker, and a
// keyboard stop on every code block that scrolls (a keyboard user could not scroll it otherwise).
function mendAccessibility() {
  document.querySelectorAll('select:not([aria-label])').forEach(function (select) {
    if (select.labels && select.labels.length) return;
    var near = select.closest('.examples-select') ? 'Example'
      : select.closest('.response-control-media-type, .content-type-wrapper, .body-param-content-type') ? 'Media type'
      : 'Choose a value';
    select.setAttribute('aria-label', near);
  });
  document.querySelectorAll('pre:not([tabindex])').forEach(function (pre) {
    pre.setAttribute('tabindex', '0');
  });
}

// The section shown folded until opened: one list and one read operation per canonical entity type.
var FOLDED = 'canonical';

window.addEventListener('DOMContentLoaded', function () {
  var target = document.getElementById('reference');
  fetch('/openapi.json', { credentials: 'same-origin' })
    .then(function (res) {
      if (!res.ok) throw new Error('the contract could not be loaded (HTTP ' + res.status + ')');
      return res.json();
    })
    .then(function (spec) {
      // Without servers the renderer sends "Try it out" requests to this page's origin (and shows no unlabelled picker).
      delete spec.servers;
      new MutationObserver(mendAccessibility).observe(target, { childList: true, subtree: true });
      window.ui = window.SwaggerUIBundle({
        spec: spec,
        domNode: target,
        // Deep links put a link inside each operation's toggle button, which screen readers cannot reach.
        deepLinking: false,
        validatorUrl: null,
        withCredentials: true,
        defaultModelsExpandDepth: 0,
        // Its colours fall below WCAG AA contrast on the dark code background; plain text does not.
        syntaxHighlight: { activated: false },
        presets: [window.SwaggerUIBundle.presets.apis],
        layout: 'BaseLayout',
        // The management sections first, in the contract's order; the canonical data API's 30 operations (a list
        // and a read per entity type, alike but for the entity) come last, folded into their one section.
        tagsSorter: function (a, b) {
          return (a === FOLDED) - (b === FOLDED);
        },
      });
      window.ui.layoutActions.show(['operations-tag', FOLDED], false);
    })
    .catch(function (err) {
      target.textContent = '';
      var p = document.createElement('p');
      p.setAttribute('role', 'alert');
      p.textContent = String(err && err.message ? err.message : err);
      target.appendChild(p);
    });
});
`;

// Darker greys than the renderer's defaults where they fall short of WCAG AA contrast on white.
const STYLE = `.reference-bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1.25rem;border-bottom:1px solid #d0d7de;font-family:system-ui,sans-serif}
.reference-bar h1{font-size:1.25rem;margin:0}
.reference-bar a{color:#0a58ca;margin-left:1rem}
.reference-loading{padding:1.25rem;font-family:system-ui,sans-serif}
.swagger-ui .info .title small{background:#3b4151}
.swagger-ui .info .title small.version-stamp{background:#2f6b12}
.swagger-ui .info .title small pre{color:#fff}
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#0b5cad}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#1d6b3c}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#8a4b00}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#0f6b5c}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#b3261e}
.swagger-ui .opblock.opblock-head .opblock-summary-method,.swagger-ui .opblock.opblock-options .opblock-summary-method{background:#5a2d91}
.swagger-ui .btn.authorize{color:#1d6b3c;border-color:#1d6b3c}
.swagger-ui .btn.authorize svg{fill:#1d6b3c}
.swagger-ui table.headers .header-example,.swagger-ui .parameter__deprecated,.swagger-ui .parameter__extension,.swagger-ui .parameter__empty_value_toggle,.swagger-ui .model .property,.swagger-ui .model-hint,.swagger-ui .prop-type,.swagger-ui .renderedMarkdown code{color:#3b4151 !important}
.swagger-ui .opblock-tag small,.swagger-ui .opblock .opblock-summary-description,.swagger-ui .parameter__in,.swagger-ui .prop-format,.swagger-ui .model-title,.swagger-ui .response-col_links{color:#3b4151}
`;

const SWAGGER_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js'];

/** The reference's files by URL path; read once. */
export function referenceFiles(): Map<string, StaticFile> {
  const dir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const files = new Map<string, StaticFile>();
  files.set('/docs', staticFile(PAGE, 'text/html; charset=utf-8', REVALIDATE));
  files.set('/docs/assets/reference.js', staticFile(START, 'text/javascript; charset=utf-8', REVALIDATE));
  files.set('/docs/assets/reference.css', staticFile(STYLE, 'text/css; charset=utf-8', REVALIDATE));
  for (const name of SWAGGER_FILES) {
    // The bundle ends with a pointer to a source map we do not serve; without it the browser asks for nothing.
    const text = fs.readFileSync(path.join(dir, name), 'utf8').replace(/\n\/[/*]# sourceMappingURL=[^\n]*\s*$/, '\n');
    files.set(`/docs/assets/${name}`, staticFile(text, typeOf(name), REVALIDATE));
  }
  return files;
}
