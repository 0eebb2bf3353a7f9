// Beguile scan: reads QR codes from the camera for play together. The browser's
// own BarcodeDetector when it reads QR codes (Chrome on Android, macOS); else
// the site's copy of barcode-detector with ZXing's WebAssembly, located on the
// site itself (never its CDN default). Each code read is handed to Python as a
// "beguile:scanned" event {text, at}; a code is reported again only when it
// changes, so a leader's code redrawn every second is seen ticking.
(() => {
  const INTERVAL = 120; // ms between two reads of the video
  const state = { detector: null, kind: "", stream: null, video: null, timer: 0, last: "", running: false };

  function loadScript(url) {
    return new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = url;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`cannot load ${url}`));
      document.head.append(script);
    });
  }

  async function native() {
    if (!("BarcodeDetector" in globalThis)) return null;
    try {
      const formats = await globalThis.BarcodeDetector.getSupportedFormats();
      return formats.includes("qr_code") ? new globalThis.BarcodeDetector({ formats: ["qr_code"] }) : null;
    } catch (error) {
      return null;
    }
  }

  async function ownReader(files) {
    if (!globalThis.BarcodeDetectionAPI) await loadScript("./" + files.reader);
    const api = globalThis.BarcodeDetectionAPI;
    const wasm = new URL("./" + files.wasm, location.href).href;
    api.prepareZXingModule({
      overrides: { locateFile: (path, prefix) => (path.endsWith(".wasm") ? wasm : prefix + path) },
    });
    return new api.BarcodeDetector({ formats: ["qr_code"] });
  }

  async function detector(files) {
    if (state.detector) return state.detector;
    let made = await native();
    state.kind = "native";
    if (!made) {
      made = await ownReader(files);
      state.kind = "zxing";
    }
    state.detector = made;
    document.body.dataset.qrReader = state.kind;
    return made;
  }

  async function read(source) {
    const started = performance.now();
    const found = await state.detector.detect(source);
    const codes = found.map((code) => code.rawValue).filter(Boolean);
    if (codes.length) performance.measure("beguile-qr-read", { start: started });
    return codes;
  }

  function visible(video) {
    return video.isConnected && video.offsetParent !== null && document.visibilityState === "visible";
  }

  async function loop() {
    if (!state.running) return;
    const video = state.video;
    if (!visible(video)) {
      stop();
      return;
    }
    try {
      if (video.readyState >= 2) {
        for (const text of await read(video)) {
          if (text !== state.last) {
            state.last = text;
            dispatchEvent(new CustomEvent("beguile:scanned", { detail: { text, at: Date.now() } }));
          }
        }
      }
    } catch (error) {
      // a frame that cannot be read (the camera starting): try the next one
    }
    if (state.running) state.timer = setTimeout(loop, INTERVAL);
  }

  async function start(video, files) {
    stop();
    const media = navigator.mediaDevices;
    if (!media || !media.getUserMedia) return "unsupported";
    try {
      await detector(files);
    } catch (error) {
      console.warn("Beguile: no QR reader:", error);
      return "failed";
    }
    try {
      state.stream = await media.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
    } catch (error) {
      return error && (error.name === "NotAllowedError" || error.name === "SecurityError") ? "denied" : "none";
    }
    video.srcObject = state.stream;
    video.muted = true;
    video.setAttribute("playsinline", "");
    try {
      await video.play();
    } catch (error) {
      // autoplay of a muted stream is allowed; a refusal still shows frames once the player taps
    }
    state.video = video;
    state.last = "";
    state.running = true;
    document.body.dataset.camera = "on";
    loop();
    return "ok";
  }

  function stop() {
    state.running = false;
    clearTimeout(state.timer);
    if (state.stream) for (const track of state.stream.getTracks()) track.stop();
    state.stream = null;
    if (state.video) state.video.srcObject = null;
    state.video = null;
    document.body.dataset.camera = "off";
  }

  async function keep(files) {
    // a device that cannot read QR codes itself fetches the site's reader once: the service worker keeps it
    if (await native()) return;
    for (const path of [files.reader, files.wasm]) await globalThis.beguileDownload(path); // (boot.js)
  }

  async function readImage(image, files) {
    // read a code from an image on the page (how long the page takes to read one, for the benchmark)
    await detector(files);
    return read(image);
  }

  globalThis.beguileScan = { start, stop, keep, readImage, get kind() { return state.kind; } };
})();
