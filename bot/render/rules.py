"""Rules clauses as embeds: breadcrumb, text (paged, never cut), children, counterpart."""

from __future__ import annotations

from rules_engine.rulebook.search import Result

from .text import clip, fit_lines, pages

GAMES = {"gcg": "Gundam Card Game", "ucg": "Ultraman Card Game", "altcg": "Azur Lane TCG",
         "nexa": "Gundam War NEX-A"}
PAGE_SIZE = 3500


def clause_pages(result: Result) -> list[str]:
    return pages(result.text or "", PAGE_SIZE) if result.text else [""]


def clause_embed(result: Result, page: int = 0) -> dict:
    crumbs = " › ".join(f"{i} {t}".strip() for i, t in result.path)
    here = f"{result.id} {result.heading}".strip()
    body = clause_pages(result)
    page = max(0, min(page, len(body) - 1))
    description = f"*{clip(crumbs, 500)}*\n" if crumbs else ""
    description += f"**{clip(here, 300)}**\n\n{body[page]}".rstrip()
    fields = []
    if result.children:
        fields.append({"name": f"Contains ({len(result.children)})",
                       "value": fit_lines([f"`{cid}` {text}" for cid, text in result.children], 1024,
                                          line_limit=120), "inline": False})
    if result.counterpart:
        lang = "Japanese" if result.counterpart[0] == "ja" else "Chinese"
        fields.append({"name": f"{lang} document", "value": f"`{result.counterpart[1]}`", "inline": True})
    footer = f"{GAMES.get(result.game, result.game)} · {result.lang}"
    if len(body) > 1:
        footer += f" · page {page + 1}/{len(body)}"
    return {"title": clip(f"{result.id} {result.heading or result.title}".strip(), 256),
            "description": clip(description, 4096), "fields": fields, "footer": {"text": footer},
            "color": 0x8E6C3A}


def suggestions_embed(query: str, results: list[Result]) -> dict:
    lines = [f"`{r.game}` `{r.id}` {clip(r.heading or r.title or r.text, 80)}" for r in results]
    return {"title": "Did you mean…", "description": clip(
        f"Nothing matched **{clip(query, 100)}** closely. Nearest clauses:\n" + "\n".join(lines), 4096),
        "color": 0x999999}
