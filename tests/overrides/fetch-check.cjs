// Run by overrides.test.ts in a scratch project: node-fetch 2 against a local HTTP server, with a
// URL whose host needs IDNA and whose path and query need percent-encoding. The agent sends every
// name to 127.0.0.1, so the server sees what node-fetch put on the wire: the Host header and the
// request target. Prints one JSON line.
'use strict';
const http = require('node:http');
const fetch = require('node-fetch');

// Every host name reaches this machine's loopback address: nothing leaves it.
function lookup(_hostname, options, callback) {
  if (options?.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
}

const server = http.createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify({ host: request.headers.host, target: request.url }));
});

server.listen(0, '127.0.0.1', async () => {
  const { port } = server.address();
  const agent = new http.Agent({ lookup });
  try {
    const response = await fetch(`http://Bücher.example:${port}/ä b/%zz?q=ü&r=a b#frag`, {
      agent,
    });
    const seen = await response.json();
    // 'undefined' when no-runtime-url.cjs took Node's URL away (node-fetch's fallback).
    const runtimeURL = typeof require('node:url').URL;
    console.log(JSON.stringify({ status: response.status, port, runtimeURL, ...seen }));
  } catch (error) {
    console.log(JSON.stringify({ error: String(error) }));
  } finally {
    agent.destroy();
    server.close();
  }
});
