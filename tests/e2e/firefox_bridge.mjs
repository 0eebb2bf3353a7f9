// Drives Debian's Firefox ESR for the end-to-end tests, through puppeteer-core over WebDriver BiDi.
//
//   node tests/e2e/firefox_bridge.mjs [firefox] [width] [height]
//
// Reads one command a line on stdin, as JSON {"op": ..., "arg": ...}, and answers each with one
// JSON line on stdout: {"value": ...} or {"error": "..."}. Operations: goto (url), evaluate
// (a JavaScript expression), click (selector), type (selector, text), press (key), reload,
// screenshot (path), errors (the console errors and page errors since launch), close.
// A first line {"ready": version} says the browser is up.
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const [firefox = "/usr/bin/firefox-esr", width = "360", height = "740"] = process.argv.slice(2);
const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath: firefox,
  headless: true,
  protocol: "webDriverBiDi",
});
const page = await browser.newPage();
try {
  await page.setViewport({ width: +width, height: +height });
} catch (error) {
  // Firefox ESR 140 has no screen-orientation override, which puppeteer sends beside the viewport's
  // size (which it does set, a moment later)
  if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error?.message))) throw error;
}
for (let tries = 0; await page.evaluate("innerWidth") !== +width; tries++) {
  if (tries === 50) throw new Error(`the viewport is not ${width} px wide`);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const errors = [];
page.on("console", (message) => {
  if (message.type() === "error") errors.push(`console: ${message.text()}`);
});
page.on("pageerror", (error) => errors.push(`pageerror: ${error.message || error}`));

const operations = {
  goto: (url) => page.goto(url, { waitUntil: "load" }).then(() => null),
  evaluate: (expression) => page.evaluate(expression),
  click: (selector) => page.click(selector),
  type: ([selector, text]) => page.type(selector, text),
  press: (key) => page.keyboard.press(key),
  reload: () => page.reload({ waitUntil: "load" }).then(() => null),
  screenshot: (path) => page.screenshot({ path }).then(() => null),
  errors: () => errors.slice(),
};

const answer = (reply) => process.stdout.write(JSON.stringify(reply) + "\n");
answer({ ready: await browser.version() });
for await (const line of readline.createInterface({ input: process.stdin })) {
  const { op, arg } = JSON.parse(line);
  if (op === "close") break;
  try {
    const value = await operations[op](arg);
    answer({ value: value === undefined ? null : value });
  } catch (error) {
    answer({ error: String(error && error.message || error) });
  }
}
await browser.close();
