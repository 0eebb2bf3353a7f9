// The page's console for drivers that have none (WebKitWebDriver speaks no WebDriver BiDi).
// The end-to-end tests serve this file as the page's first script: it keeps every console
// error and warning, uncaught error, unhandled rejection, failed load of an element and CSP
// violation in sessionStorage, so that a reload keeps what the page before it logged.
// The test reads them with `beguileProbe.entries()`.
(() => {
  const KEY = "beguile-probe";
  const read = () => {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) || "[]");
    } catch (error) {
      return [];
    }
  };
  const entries = read();
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === "string") return value;
    try {
      return JSON.stringify(value);
    } catch (error) {
      return String(value);
    }
  };
  const keep = (kind, parts) => {
    entries.push([kind, parts.map(text).join(" ")]);
    try {
      sessionStorage.setItem(KEY, JSON.stringify(entries));
    } catch (error) {
      // storage full or refused: the entries stay in this document
    }
  };
  for (const level of ["error", "warn"]) {
    const original = console[level].bind(console);
    console[level] = (...parts) => {
      keep(`console.${level}`, parts);
      original(...parts);
    };
  }
  addEventListener("error", (event) => {
    if (event.target && event.target !== window && event.target.tagName) {
      keep("load", [`${event.target.tagName} ${event.target.src || event.target.href || ""}`]);
    } else {
      keep("pageerror", [event.error || event.message, `${event.filename}:${event.lineno}`]);
    }
  }, true);
  addEventListener("unhandledrejection", (event) => keep("unhandledrejection", [event.reason]));
  document.addEventListener("securitypolicyviolation", (event) => keep(
    "csp", [`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`]));
  globalThis.beguileProbe = { entries: () => entries.slice() };
})();
