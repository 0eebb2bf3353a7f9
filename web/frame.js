// Beguile frame text: before the first paint, the page's static text is put in
// the player's language (the saved choice, else the browser's), from the
// catalogues the build compiled into #frame-text. Python takes over later.
(() => {
  const texts = JSON.parse(document.getElementById("frame-text").textContent);
  function savedChoice() {
    try {
      const saved = JSON.parse(localStorage.getItem("beguile-state") || "null");
      const choice = saved && saved.settings && saved.settings.language;
      return typeof choice === "string" ? choice : "auto";
    } catch (error) {
      return "auto";
    }
  }
  function choose(choice) {
    if (choice in texts) return choice;
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const code = String(tag).split("-")[0].toLowerCase();
      if (code in texts) return code;
    }
    return "en";
  }
  const attributes = [["t", null], ["tLabel", "aria-label"], ["tPlaceholder", "placeholder"], ["tTitle", "title"]];
  function apply(language) {
    const table = texts[language] || texts.en;
    document.documentElement.lang = language;
    for (const [key, attribute] of attributes) {
      const selector = `[data-${key.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}]`;
      for (const element of document.querySelectorAll(selector)) {
        const value = table[element.dataset[key]];
        if (value === undefined) continue;
        if (attribute) element.setAttribute(attribute, value);
        else element.textContent = value;
      }
    }
    current = language;
  }
  let current = "en";
  apply(choose(savedChoice()));
  globalThis.beguileFrame = {
    apply,
    text: (key) => (texts[current] || texts.en)[key] || texts.en[key] || key,
    get language() { return current; },
  };
})();
