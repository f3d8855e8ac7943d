import http from 'node:http';
export function startProxy(port, from, to) {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const url = new URL(req.url);
      const target = url.origin === from ? new URL(url.pathname + url.search, to) : url;
      console.log('proxy', req.method, req.url, '->', target.href);
      const out = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => { res.writeHead(502); res.end(); });
      req.pipe(out);
    });
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
