// judgedesk service worker: the page keeps working for what it has loaded when the server
// goes away. Network first (a judge always sees today's answer when the server is up); every
// successful GET of this origin is saved, and served from the save — marked with the header
// X-Judgedesk-Saved, so the page can say so — when the network fails.
const CACHE = "judgedesk-v1";
// The page itself, saved at install: it loaded before this worker was in control.
// (tests/browser/test_desk.py checks that every module of static/js is listed.)
const SHELL = ["/", "/static/app.css", "/static/js/api.js", "/static/js/app.js", "/static/js/ask.js",
  "/static/js/card.js", "/static/js/checkui.js", "/static/js/copy.js", "/static/js/render.js",
  "/static/js/rule.js", "/static/js/views.js"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    } catch (error) {
      const saved = await cache.match(request, { ignoreVary: true });
      if (!saved) throw error;
      const headers = new Headers(saved.headers);
      headers.set("X-Judgedesk-Saved", "1");
      return new Response(await saved.blob(), { status: saved.status, headers });
    }
  })());
});
