// Beguile service worker. The build fills in VERSION (a digest of every file of
// the site), PRECACHE (every file the game needs offline) and OPTIONAL (the
// dictionaries that are only fetched when a game in that language is chosen).
const VERSION = "{{VERSION}}";
const PRECACHE = "{{PRECACHE}}";
const OPTIONAL = "{{OPTIONAL}}";
const CACHE = `beguile-${VERSION}`;
const DICT_CACHE = "beguile-dictionaries";
const PYTHON_CACHE = "beguile-python"; // Python's memory as the page keeps it (interpreter.mjs)
const scope = new URL(self.registration.scope);
const optional = new Set(OPTIONAL.map((path) => new URL(path, scope).href));

self.addEventListener("install", (event) => {
  // no skipWaiting here: a new version waits until the page offers the update
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("beguile-") && ![CACHE, DICT_CACHE, PYTHON_CACHE].includes(name)) {
        await caches.delete(name);
      }
    }
    // keep the dictionaries a player fetched, unless this build no longer has them
    const dicts = await caches.open(DICT_CACHE);
    for (const request of await dicts.keys()) {
      if (!optional.has(request.url)) await dicts.delete(request);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
  if (event.data && event.data.type === "keep-python") event.waitUntil(keepPython(event));
});

// Python's memory as the page made it (interpreter.mjs): kept here, where the
// browser keeps what the service worker writes (WebKit lost the page's own write
// at its next navigation); the page hears whether it reads back.
async function keepPython(event) {
  const { url, bytes } = event.data;
  let kept = false;
  try {
    await caches.delete(PYTHON_CACHE); // one snapshot at most: an older runtime's goes
    const cache = await caches.open(PYTHON_CACHE);
    await cache.put(url, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
    kept = Boolean(await cache.match(url));
  } catch {
    // not kept (no room left, say): the page starts Python as usual next time, and tries again
  }
  event.ports[0]?.postMessage(kept);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== scope.origin) return;
  if (request.mode === "navigate") {
    // the page: the cached copy of this version (it names this version's files); the frame that
    // keeps the runtime's compiled code (boot.js), its own
    const page = /\/code-cache\.[0-9a-f]+\.html$/.test(url.pathname) ? request : "./";
    event.respondWith((async () => {
      const cache = await (opened ||= caches.open(CACHE));
      return (await cache.match(page)) || fetch(request);
    })());
    return;
  }
  if (optional.has(url.href)) {
    event.respondWith((async () => {
      const cache = await caches.open(DICT_CACHE);
      const hit = await cache.match(request);
      if (hit) return hit;
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })());
    return;
  }
  event.respondWith((async () => {
    const cache = await (opened ||= caches.open(CACHE));
    return (await cache.match(request)) || fetch(request);
  })());
});
let opened = null; // the open cache, shared by every request this worker serves
