// The double's web client: what one Discord user sees, and their clicks, selects and slash
// commands sent as the interactions Discord would send. Everything shown is text: no
// string from the server is ever parsed as HTML (elements are built, text is textContent).
"use strict";

const S = {
  world: null, user: null, channel: null, locale: "en-US",
  version: -1, latest: 0, fetching: false, again: false,
  state: null, seen: {}, failed: {},   // failed: message id -> why its last interaction failed
  command: null, rendered: new Map(),  // message id -> {key, el}
};

// --- building elements ---------------------------------------------------------------

function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}

const $ = (id) => document.getElementById(id);

function safeUrl(url) {
  try {
    const parsed = new URL(url, location.href);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch (e) { return null; }
}

// --- Discord markdown, minimally -------------------------------------------------------

const INLINE = [
  ["escape", /\\([*_`~|\\<>#\[\]()\-:])/],
  ["code", /`([^`\n]+)`/],
  ["bold", /\*\*([\s\S]+?)\*\*(?!\*)/],
  ["underline", /__([\s\S]+?)__(?!_)/],
  ["italic", /\*([^*\s](?:[^*]*?[^*\s])?)\*/],
  ["italic", /\b_([^_\s](?:[^_]*?[^_\s])?)_\b/],
  ["strike", /~~([\s\S]+?)~~/],
  ["spoiler", /\|\|([\s\S]+?)\|\|/],
  ["link", /\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/],
  ["url", /<?(https?:\/\/[^\s<>]*[^\s<>.,:;"')\]])>?/],
  ["mention", /<(@!?|@&|#)(\d+)>/],
  ["time", /<t:(-?\d{1,13})(?::([tTdDfFR]))?>/],
  ["emoji", /<a?:(\w{2,32}):\d+>/],
];

function inline(text) {
  const out = [];
  while (text) {
    let best = null;
    for (const [kind, re] of INLINE) {
      const m = re.exec(text);
      if (m && (best === null || m.index < best.m.index)) best = { kind, m };
    }
    if (best === null) { out.push(text); break; }
    const { kind, m } = best;
    if (m.index) out.push(text.slice(0, m.index));
    out.push(token(kind, m));
    text = text.slice(m.index + m[0].length);
  }
  return out;
}

function token(kind, m) {
  switch (kind) {
    case "escape": return m[1];
    case "code": return h("code", {}, m[1]);
    case "bold": return h("strong", {}, inline(m[1]));
    case "underline": return h("u", {}, inline(m[1]));
    case "italic": return h("em", {}, inline(m[1]));
    case "strike": return h("s", {}, inline(m[1]));
    case "spoiler": return h("span", { class: "spoiler" }, inline(m[1]));
    case "link": { const url = safeUrl(m[2]); return url ? h("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, inline(m[1])) : m[0]; }
    case "url": { const url = safeUrl(m[1]); return url ? h("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, m[1]) : m[0]; }
    case "mention": return h("span", { class: "mention" }, mentionName(m[1], m[2]));
    case "time": return h("time", {}, formatTime(Number(m[1]) * 1000, m[2] || "f"));
    case "emoji": return ":" + m[1] + ":";
  }
  return m[0];
}

function mentionName(kind, id) {
  const world = S.world || { users: [], guilds: [], bot: {} };
  if (kind === "#") {
    for (const g of world.guilds) for (const c of g.channels) if (c.id === id) return "#" + c.name;
    return "#unknown-channel";
  }
  if (kind === "@&") {
    for (const g of world.guilds) for (const r of g.roles) if (r.id === id) return "@" + r.name;
    return "@unknown-role";
  }
  if (world.bot && world.bot.id === id) return "@" + world.bot.name;
  const user = world.users.find((u) => u.id === id);
  return "@" + (user ? user.name : "unknown-user");
}

function formatTime(ms, style) {
  const d = new Date(ms);
  if (style === "R") {
    const s = Math.round((ms - Date.now()) / 1000), a = Math.abs(s);
    const [n, unit] = a < 60 ? [a, "second"] : a < 3600 ? [Math.round(a / 60), "minute"] : a < 86400 ? [Math.round(a / 3600), "hour"] : [Math.round(a / 86400), "day"];
    const words = n + " " + unit + (n === 1 ? "" : "s");
    return s >= 0 ? "in " + words : words + " ago";
  }
  if (style === "t") return d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  if (style === "T") return d.toLocaleTimeString();
  if (style === "d") return d.toLocaleDateString();
  return d.toLocaleString();
}

// Block level: code blocks, then line by line (headings, subtext, quotes).
function markdown(text) {
  const out = [];
  const parts = String(text || "").split(/```(?:[\w+-]*\n)?([\s\S]*?)```/);
  parts.forEach((part, i) => {
    if (i % 2) { out.push(h("pre", {}, h("code", {}, part.replace(/\n$/, "")))); return; }
    const lines = part.split("\n");
    lines.forEach((line, j) => {
      const heading = /^(#{1,3}) (.*)$/.exec(line);
      const sub = /^-# (.*)$/.exec(line);
      const quote = /^> ?(.*)$/.exec(line);
      if (heading) out.push(h("div", { class: "md-h" + heading[1].length }, inline(heading[2])));
      else if (sub) out.push(h("div", { class: "md-sub" }, inline(sub[1])));
      else if (quote) out.push(h("div", { class: "md-quote" }, inline(quote[1])));
      else {
        out.push(...inline(line));
        if (j < lines.length - 1) out.push("\n");
      }
    });
  });
  return out;
}

// --- messages ---------------------------------------------------------------------------

function messageEl(m) {
  const el = h("article", { class: "msg" + (m.ephemeral ? " ephemeral" : ""), "data-id": m.id });
  if (m.interaction) el.append(h("div", { class: "used" }, h("span", { class: "who" }, m.interaction.user), " used ",
    h("span", { class: "cmd" }, "/" + m.interaction.command)));
  el.append(h("div", { class: "head" },
    h("span", { class: "author" }, m.author.name), m.author.bot ? h("span", { class: "tag" }, "APP") : null,
    m.timestamp ? h("time", {}, formatTime(Date.parse(m.timestamp), "t")) : null,
    m.edited ? h("span", { class: "edited" }, "(edited)") : null));
  if (m.loading) el.append(h("div", { class: "thinking" }, m.author.name + " is thinking…"));
  if (m.content) el.append(h("div", { class: "content" }, markdown(m.content)));
  // As Discord: an embed's image "attachment://name" shows that attachment inside the embed
  // (and not again below); any other picture attachment shows as a picture; other files as links.
  const shownInEmbeds = new Set();
  for (const embed of m.embeds) el.append(embedEl(embed, m.attachments, shownInEmbeds));
  for (const a of m.attachments) {
    if (shownInEmbeds.has(a)) continue;
    if (a.image) el.append(h("div", { class: "attachment-image" }, pictureEl(a)));
    else el.append(h("div", { class: "attachment" }, h("a", { href: a.url, download: a.filename }, a.filename),
      h("span", { class: "size" }, formatSize(a.size))));
  }
  for (const row of m.components) el.append(rowEl(m, row));
  if (S.failed[m.id]) el.append(h("div", { class: "failed", role: "alert" }, S.failed[m.id]));
  if (m.ephemeral) el.append(h("div", { class: "ephemeral-note" }, "Only you can see this"));
  return el;
}

function formatSize(n) {
  return n < 1024 ? n + " B" : n < 1048576 ? (n / 1024).toFixed(1) + " KB" : (n / 1048576).toFixed(1) + " MB";
}

function pictureEl(a) {
  return h("a", { href: a.url, download: a.filename, class: "picture-link" },
    h("img", { class: "picture", src: a.image, alt: a.filename, loading: "lazy" }));
}

function embedImage(e, attachments, shown) {
  const url = e.image && typeof e.image.url === "string" ? e.image.url : "";
  if (!url.startsWith("attachment://")) return null;
  const a = attachments.find((x) => x.filename === url.slice("attachment://".length) && x.image);
  if (!a) return null;
  shown.add(a);
  return h("div", { class: "embed-image" }, pictureEl(a));
}

function embedEl(e, attachments = [], shown = new Set()) {
  const el = h("div", { class: "embed" });
  if (typeof e.color === "number") el.style.borderLeftColor = "#" + e.color.toString(16).padStart(6, "0");
  if (e.author && e.author.name) el.append(h("div", { class: "embed-author" }, e.author.name));
  if (e.title) {
    const url = e.url && safeUrl(e.url);
    el.append(h("div", { class: "embed-title" }, url ? h("a", { href: url, target: "_blank", rel: "noopener noreferrer" }, inline(e.title)) : inline(e.title)));
  }
  if (e.description) el.append(h("div", { class: "embed-desc" }, markdown(e.description)));
  if (e.fields && e.fields.length) {
    el.append(h("div", { class: "embed-fields" }, e.fields.map((f) =>
      h("div", { class: "field" + (f.inline ? " inline" : "") },
        h("div", { class: "field-name" }, inline(f.name || "")),
        h("div", { class: "field-value" }, markdown(f.value || ""))))));
  }
  const image = embedImage(e, attachments, shown);
  if (image) el.append(image);
  const footer = [e.footer && e.footer.text, e.timestamp && formatTime(Date.parse(e.timestamp), "f")].filter(Boolean);
  if (footer.length) el.append(h("div", { class: "embed-footer" }, footer.join(" • ")));
  return el;
}

function emojiText(emoji) {
  if (!emoji) return "";
  return emoji.id ? ":" + (emoji.name || "emoji") + ":" : (emoji.name || "");
}

function rowEl(m, row) {
  const el = h("div", { class: "row" });
  for (const c of row.components || []) {
    if (c.type === 2) el.append(buttonEl(m, c));
    else if (c.type === 3) el.append(selectEl(m, c));
    else el.append(h("select", { class: "select", disabled: true }, h("option", {}, "(a select of a kind this page does not show)")));
  }
  return el;
}

function buttonEl(m, c) {
  const label = [emojiText(c.emoji), c.label || ""].filter(Boolean).join(" ");
  if (c.style === 5) {
    const url = safeUrl(c.url || "");
    return h("a", { class: "btn s5", href: url, target: "_blank", rel: "noopener noreferrer" }, label + " ↗");
  }
  const button = h("button", { type: "button", class: "btn s" + (c.style || 2), disabled: !!c.disabled, "data-custom-id": c.custom_id }, label);
  button.addEventListener("click", async () => {
    button.disabled = true;
    button.classList.add("busy");
    await act("click", m, { custom_id: c.custom_id });
  });
  return button;
}

function optionText(o) {
  return [emojiText(o.emoji), o.label, o.description ? "— " + o.description : ""].filter(Boolean).join(" ");
}

function selectEl(m, c) {
  const min = c.min_values ?? 1, max = c.max_values ?? 1;
  const placeholder = c.placeholder || "Make a selection";
  if (max <= 1) {
    const select = h("select", { class: "select", disabled: !!c.disabled, "data-custom-id": c.custom_id, "aria-label": placeholder },
      h("option", { value: "", disabled: true, selected: true }, placeholder),
      (c.options || []).map((o) => h("option", { value: o.value }, optionText(o))));
    select.addEventListener("change", async () => {
      select.disabled = true;
      await act("select", m, { custom_id: c.custom_id, values: [select.value] });
    });
    return select;
  }
  const select = h("select", { class: "select", multiple: true, size: Math.min((c.options || []).length, 8),
    disabled: !!c.disabled, "data-custom-id": c.custom_id, "aria-label": placeholder },
    (c.options || []).map((o) => h("option", { value: o.value, selected: !!o.default }, optionText(o))));
  const choose = h("button", { type: "button", class: "btn s1", disabled: !!c.disabled }, "Choose");
  const note = h("span", { class: "hint" }, min === max ? `choose ${min}` : `choose ${min} to ${max}`);
  choose.addEventListener("click", async () => {
    const values = [...select.selectedOptions].map((o) => o.value);
    if (values.length < min || values.length > max) { note.textContent = `choose ${min === max ? min : min + " to " + max}, not ${values.length}`; return; }
    choose.disabled = true;
    await act("select", m, { custom_id: c.custom_id, values });
  });
  return h("div", { class: "multi" }, h("div", {}, h("div", { class: "hint" }, placeholder), select), choose, note);
}

function renderMessages(messages) {
  const box = $("messages");
  const nearBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  const next = new Map();
  const nodes = messages.map((m) => {
    const key = JSON.stringify([m, S.failed[m.id] || ""]);
    const old = S.rendered.get(m.id);
    const el = old && old.key === key ? old.el : messageEl(m);
    next.set(m.id, { key, el });
    return el;
  });
  const same = nodes.length > 0 && nodes.length === box.children.length && nodes.every((n, i) => box.children[i] === n);
  if (!same) {
    if (nodes.length === 0) box.replaceChildren(h("div", { class: "empty" }, "No messages here yet."));
    else box.replaceChildren(...nodes);
  }
  S.rendered = next;
  if (nearBottom || S.scrollDown) { box.scrollTop = box.scrollHeight; S.scrollDown = false; }
}

// --- the world: people, channels ----------------------------------------------------------

function me() { return S.world.users.find((u) => u.id === S.user); }

function renderUsers() {
  const nav = $("users");
  nav.replaceChildren(...S.world.users.map((u) => {
    const dmKey = u.id + "|dm";
    const last = S.state && S.state.dm_last ? S.state.dm_last[u.id] : null;
    const unread = last && S.seen[dmKey] !== undefined && BigInt(last) > BigInt(S.seen[dmKey]);
    const tags = [...u.roles, u.admin ? "Manage Server" : null].filter(Boolean);
    return h("button", { type: "button", "aria-pressed": u.id === S.user ? "true" : "false", "data-user": u.name,
      title: tags.length ? u.name + " (" + tags.join(", ") + ")" : u.name, onclick: () => switchTo(u.id, S.channel) },
      u.name, tags.length ? h("span", { class: "role" }, tags.join(" · ")) : null,
      unread ? h("span", { class: "dot", "aria-label": "new direct messages" }) : null);
  }));
}

function renderChannels() {
  const last = (S.state && S.state.last) || {};
  const unread = (key, id) => last[id] && S.seen[key] !== undefined && BigInt(last[id]) > BigInt(S.seen[key]);
  $("guilds").replaceChildren(...S.world.guilds.map((g) => h("div", {},
    h("h2", {}, g.name), h("h3", { class: "section" }, "Text channels"),
    h("ul", {}, g.channels.map((c) => h("li", {}, h("button", { type: "button", "aria-current": c.id === S.channel ? "true" : "false",
      "data-channel": c.name, onclick: () => switchTo(S.user, c.id) }, "# " + c.name,
      unread(S.user + "|" + c.id, c.id) ? h("span", { class: "dot", "aria-label": "new messages" }) : null)))))));
  $("dms").replaceChildren(h("li", {}, h("button", { type: "button", "aria-current": S.channel === "dm" ? "true" : "false",
    "data-channel": "dm", onclick: () => switchTo(S.user, "dm") }, "@ " + S.world.bot.name,
    unread(S.user + "|dm", "dm") ? h("span", { class: "dot", "aria-label": "new direct messages" }) : null)));
}

function channelTitle() {
  if (S.channel === "dm") return "@ " + S.world.bot.name + " — direct messages of " + (me() ? me().name : "");
  for (const g of S.world.guilds) for (const c of g.channels) if (c.id === S.channel) return "# " + c.name;
  return "";
}

function switchTo(user, channel) {
  if (user !== S.user) S.failed = {};
  S.user = user;
  S.channel = channel;
  S.scrollDown = true;
  S.rendered = new Map();
  $("messages").replaceChildren();
  const name = me() ? me().name : user;
  let chan = channel;
  for (const g of S.world.guilds) for (const c of g.channels) if (c.id === channel) chan = c.name;
  history.replaceState(null, "", "#as=" + encodeURIComponent(name) + "&channel=" + encodeURIComponent(chan));
  renderUsers();
  renderChannels();
  $("channel-header").textContent = channelTitle();
  resetComposer();
  refresh();
}

function fromHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  const who = params.get("as"), where = params.get("channel"), lang = params.get("lang");
  const user = S.world.users.find((u) => u.name === who || u.id === who) || S.world.users[0];
  let channel = null;
  if (where === "dm") channel = "dm";
  for (const g of S.world.guilds) for (const c of g.channels) if (c.name === where || c.id === where) channel = c.id;
  if (!channel) channel = S.world.guilds.length && S.world.guilds[0].channels.length ? S.world.guilds[0].channels[0].id : "dm";
  if (lang && S.world.locales.includes(lang)) { S.locale = lang; $("locale").value = lang; }
  return [user ? user.id : null, channel];
}

// --- talking to the double ----------------------------------------------------------------

async function api(path, body) {
  const response = await fetch("/client/api/" + path, body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  let data = null;
  try { data = await response.json(); } catch (e) { data = null; }
  if (!response.ok) throw new Error((data && data.error) || ("HTTP " + response.status));
  return data;
}

async function loadWorld() {
  S.world = await api("world");
}

async function refresh() {
  if (!S.world || !S.user) return;
  if (S.fetching) { S.again = true; return; }
  S.fetching = true;
  try {
    const asked = [S.user, S.channel];
    const state = await api("state?user=" + encodeURIComponent(S.user) + "&channel=" + encodeURIComponent(S.channel));
    if (asked[0] !== S.user || asked[1] !== S.channel) { S.again = true; return; }
    if (state.world !== S.world.signature) await loadWorld();
    S.state = state;
    S.version = state.version;
    for (const [id, last] of Object.entries(state.last)) {
      const key = S.user + "|" + id;
      if (S.seen[key] === undefined) S.seen[key] = last;
    }
    for (const [uid, last] of Object.entries(state.dm_last)) {
      if (S.seen[uid + "|dm"] === undefined) S.seen[uid + "|dm"] = last;
    }
    S.seen[S.user + "|" + S.channel] = state.last[S.channel] || "0";
    if (S.channel === "dm") S.seen[S.user + "|dm"] = state.dm_last[S.user] || "0";
    renderMessages(state.messages);
    renderUsers();
    renderChannels();
    $("channel-header").textContent = channelTitle();
    document.body.dataset.version = String(state.version);
    status("", false);
  } catch (e) {
    status("cannot reach the playground: " + e.message, true);
  } finally {
    S.fetching = false;
    if (S.again || S.latest > S.version) { S.again = false; refresh(); }
  }
}

function status(text, bad) {
  const el = $("status");
  el.textContent = text;
  el.className = bad ? "bad" : "";
}

function connect() {
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/client/ws");
  ws.onmessage = (event) => {
    const data = JSON.parse(event.data);
    S.latest = Math.max(S.latest, data.version);
    if (S.latest > S.version) refresh();
  };
  ws.onclose = () => {
    status("disconnected from the playground (is it still running?)", true);
    setTimeout(connect, 1000);
  };
  ws.onopen = () => { status("", false); refresh(); };
}

async function act(kind, m, extra) {
  delete S.failed[m.id];
  try {
    await api(kind, { user: S.user, channel: S.channel, message: m.id, locale: S.locale, ...extra });
  } catch (e) {
    S.failed[m.id] = "This interaction failed: " + e.message;
  }
  S.rendered.delete(m.id);
  refresh();
}

// --- the slash-command box ----------------------------------------------------------------

function localized(obj, key) {
  const table = obj[key + "_localizations"];
  return (table && table[S.locale]) || obj[key] || "";
}

function leaves() {
  const out = [];
  const walk = (node, path, root) => {
    const subs = (node.options || []).filter((o) => o.type === 1 || o.type === 2);
    if (!subs.length) { out.push({ path, spec: node, root }); return; }
    for (const sub of subs) walk(sub, path.concat([sub]), root);
  };
  for (const command of S.world.commands) walk(command, [command], command);
  return out.filter((leaf) => S.channel !== "dm" || usableInDms(leaf.root));
}

function usableInDms(command) {
  if (Array.isArray(command.contexts)) return command.contexts.includes(1);
  return command.dm_permission !== false;
}

const pathName = (leaf) => leaf.path.map((p) => p.name).join(" ");
const pathLabel = (leaf) => leaf.path.map((p) => localized(p, "name")).join(" ");

function showCommandList() {
  const input = $("slash"), list = $("command-list");
  const text = input.value;
  if (!text.startsWith("/") || S.command) { list.hidden = true; return; }
  const query = text.slice(1).trim().toLowerCase();
  const starts = (leaf) => pathName(leaf).startsWith(query) || pathLabel(leaf).toLowerCase().startsWith(query);
  const found = [...leaves().filter(starts), ...leaves().filter((leaf) => query && !starts(leaf) && pathName(leaf).includes(query))];
  list.replaceChildren(...found.slice(0, 25).map((leaf, i) => h("button", {
    type: "button", role: "option", class: i === 0 ? "active" : "", "data-command": pathName(leaf),
    onclick: () => chooseCommand(leaf),
  }, "/" + pathLabel(leaf), h("span", { class: "desc" }, describe(leaf.spec)))));
  if (!found.length) list.replaceChildren(h("div", { class: "hint" }, "No command matches."));
  list.hidden = false;
}

function chooseCommand(leaf) {
  S.command = leaf;
  $("command-list").hidden = true;
  $("command-form").hidden = false;
  $("command-name").textContent = "/" + pathLabel(leaf);
  $("command-description").textContent = describe(leaf.spec);
  $("slash").value = "";
  $("slash").placeholder = "Fill in the options, then Send (Enter)";
  const options = $("options");
  options.replaceChildren();
  const specs = [...(leaf.spec.options || [])].sort((a, b) => (b.required ? 1 : 0) - (a.required ? 1 : 0));
  for (const spec of specs) {
    const id = "opt-" + spec.name;
    options.append(h("label", { for: id }, localized(spec, "name"), spec.required ? h("span", { class: "req" }, " *") : null),
      h("div", {}, optionControl(spec, id), h("div", { class: "hint" }, describe(spec))));
  }
  const first = options.querySelector("input, select");
  if (first) first.focus();
  $("composer-error").textContent = "";
}

// discord.py's stand-in description ("…") says nothing: show none.
function describe(spec) {
  const text = localized(spec, "description");
  return text === "…" || text === "..." ? "" : text;
}

function choicesOf(spec) {
  return (spec.choices || []).map((c) => h("option", { value: JSON.stringify(c.value) }, localized(c, "name")));
}

function optionControl(spec, id) {
  const base = { id, name: spec.name, "data-type": spec.type, "data-option": spec.name };
  const people = () => [...S.world.users.map((u) => [u.id, u.name]), [S.world.bot.id, S.world.bot.name]];
  const guild = S.world.guilds[0] || { channels: [], roles: [] };
  const pick = (pairs) => h("select", base, h("option", { value: "" }, "—"),
    pairs.map(([value, label]) => h("option", { value: JSON.stringify(value) }, label)));
  switch (spec.type) {
    case 5: return pick([[true, "True"], [false, "False"]]);
    case 6: return pick(people());
    case 7: return pick(guild.channels.map((c) => [c.id, "#" + c.name]));
    case 8: return pick(guild.roles.map((r) => [r.id, "@" + r.name]));
    case 9: return pick([...people(), ...guild.roles.map((r) => [r.id, "@" + r.name])]);
    case 11: return h("input", { ...base, type: "file" });
  }
  if (spec.choices && spec.choices.length) return h("select", base, h("option", { value: "" }, "—"), choicesOf(spec));
  // An autocompleted option takes any text while typing (Discord sends the partial input),
  // whatever its type; the value is the chosen choice's.
  const numeric = !spec.autocomplete && spec.type !== 3;
  const input = h("input", { ...base, type: numeric ? "number" : "text", step: numeric ? (spec.type === 4 ? 1 : "any") : null,
    min: spec.min_value, max: spec.max_value, minlength: spec.min_length, maxlength: spec.max_length });
  if (!spec.autocomplete) return input;
  const list = h("div", { class: "ac-list", role: "listbox", hidden: true });
  let timer = null, asked = 0;
  const ask = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const mine = ++asked;
      try {
        const data = await api("autocomplete", { user: S.user, channel: S.channel, locale: S.locale,
          command: pathName(S.command), options: collect(true), focused: spec.name });
        if (mine !== asked || !input.isConnected) return;
        list.replaceChildren(...data.choices.map((c) => h("button", { type: "button", role: "option", "data-value": JSON.stringify(c.value),
          onclick: () => { input.value = localized(c, "name"); input.dataset.value = JSON.stringify(c.value); list.hidden = true; } },
          localized(c, "name"))));
        if (!data.choices.length) list.replaceChildren(h("div", { class: "none" }, "No choices."));
        list.hidden = false;
      } catch (e) {
        if (mine === asked) { list.replaceChildren(h("div", { class: "none" }, "Choices failed: " + e.message)); list.hidden = false; }
      }
    }, 150);
  };
  input.addEventListener("input", () => { delete input.dataset.value; ask(); });
  input.addEventListener("focus", ask);
  input.addEventListener("keydown", (event) => { if (event.key === "Escape") list.hidden = true; });
  return h("div", { class: "ac" }, input, list);
}

// The options as Discord sends them; `partial` (for autocomplete) skips what is not valid yet.
function collect(partial) {
  const values = {};
  for (const el of $("options").querySelectorAll("[data-option]")) {
    const type = Number(el.dataset.type), name = el.dataset.option;
    if (type === 11) continue;
    let value;
    if (el.tagName === "SELECT") { if (!el.value) continue; value = JSON.parse(el.value); }
    else if (el.dataset.value !== undefined) value = JSON.parse(el.dataset.value);
    else {
      if (el.value === "") continue;
      if (partial && el.closest(".ac")) value = el.value;  // the partial input, as typed
      else if (type === 4 || type === 10) {
        value = type === 4 ? Number.parseInt(el.value, 10) : Number.parseFloat(el.value);
        if (Number.isNaN(value)) { if (partial) continue; throw new Error(name + " must be a number"); }
      } else value = el.value;
    }
    values[name] = value;
  }
  return values;
}

async function readFile(file) {
  const buffer = await file.arrayBuffer();
  let binary = "";
  const bytes = new Uint8Array(buffer);
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function send() {
  const error = $("composer-error");
  error.textContent = "";
  if (!S.command) {
    const text = $("slash").value.trim();
    const leaf = leaves().find((l) => "/" + pathName(l) === text) || null;
    if (leaf) { chooseCommand(leaf); if ((leaf.spec.options || []).some((o) => o.required)) return; }
    else {
      const first = $("command-list").querySelector("button[data-command]");
      if (text.startsWith("/") && first) first.click(); else error.textContent = "Type / and choose one of the bot's commands.";
      return;
    }
  }
  try {
    const options = collect(false);
    for (const el of $("options").querySelectorAll("input[type=file]")) {
      const file = el.files && el.files[0];
      if (!file) continue;
      const uploaded = await api("upload", { filename: file.name, data: await readFile(file) });
      options[el.dataset.option] = uploaded.id;
    }
    const missing = (S.command.spec.options || []).filter((o) => o.required && !(o.name in options));
    if (missing.length) throw new Error("Fill in " + missing.map((o) => localized(o, "name")).join(", "));
    $("send").disabled = true;
    await api("slash", { user: S.user, channel: S.channel, locale: S.locale, command: pathName(S.command), options });
    resetComposer();
    S.scrollDown = true;
  } catch (e) {
    error.textContent = e.message;
  } finally {
    $("send").disabled = false;
    refresh();
  }
}

function resetComposer() {
  S.command = null;
  $("command-form").hidden = true;
  $("options").replaceChildren();
  $("command-list").hidden = true;
  $("slash").value = "";
  $("slash").placeholder = "Type / for the bot's commands";
  $("composer-error").textContent = "";
}

// --- start --------------------------------------------------------------------------------

function init() {
  $("composer").addEventListener("submit", (event) => { event.preventDefault(); send(); });
  $("slash").addEventListener("input", showCommandList);
  $("slash").addEventListener("focus", showCommandList);
  $("command-clear").addEventListener("click", resetComposer);
  $("locale").addEventListener("change", () => { S.locale = $("locale").value; if (S.command) chooseCommand(S.command); });
  document.addEventListener("click", (event) => {
    if (!event.target.closest(".ac")) for (const list of document.querySelectorAll(".ac-list")) list.hidden = true;
  });
  window.addEventListener("hashchange", () => {
    if (!S.world) return;
    const [u, c] = fromHash();
    if (u !== S.user || c !== S.channel) switchTo(u, c);
  });
  boot();
}

async function boot() {
  try {
    await loadWorld();
  } catch (e) {
    status("cannot reach the playground: " + e.message, true);
    setTimeout(boot, 1000);
    return;
  }
  const [user, channel] = fromHash();
  switchTo(user, channel);
  connect();
}

init();
