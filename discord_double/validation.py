"""What Discord accepts: every request body the bot sends is checked against the request
schema of Discord's published OpenAPI spec (`openapi.json`, v10, verbatim) and against the
limits Discord enforces that the spec cannot express. An invalid body is answered exactly
as Discord answers it: HTTP 400 with code 50035 and the path of the field at fault.

Three readings of the spec follow what Discord's form parser does (and what discord.py relies
on): a snowflake may be sent as a JSON integer, an integer field may be sent as a string of
digits (`default_member_permissions` is documented as a string and typed integer), and a
union (`oneOf`) takes the first form that fits (so a nonce of digits is not "both").
"""

from __future__ import annotations

import copy
import json
import re
from functools import cache
from importlib import resources
from typing import Any

import regex
from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, relevance
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

SPEC_URI = "urn:discord-openapi"
IS_COMPONENTS_V2 = 1 << 15
EPHEMERAL = 1 << 6
EMBED_TOTAL = 6000
COMMAND_NAME = regex.compile(r"^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$")


class InvalidBody(Exception):
    """A body Discord would refuse; `body()` is Discord's answer."""

    def __init__(self, errors: dict[str, Any]) -> None:
        super().__init__(json.dumps(errors, ensure_ascii=False))
        self.errors = errors

    def body(self) -> dict[str, Any]:
        return {"code": 50035, "errors": self.errors, "message": "Invalid Form Body"}


def _error_at(path: list[str | int], code: str, message: str) -> InvalidBody:
    node: dict[str, Any] = {"_errors": [{"code": code, "message": message}]}
    for part in reversed(path):
        node = {str(part): node}
    return InvalidBody(node)


@cache
def spec() -> dict[str, Any]:
    raw = json.loads(resources.files("discord_double").joinpath("openapi.json").read_text("utf-8"))
    relaxed = copy.deepcopy(raw)
    snowflake = relaxed["components"]["schemas"]["SnowflakeType"]
    snowflake["type"] = ["string", "integer"]  # Discord reads 123 and "123" alike
    return _first_fit_unions(relaxed)


def _first_fit_unions(node: Any) -> Any:
    if isinstance(node, dict):
        return {("anyOf" if k == "oneOf" else k): _first_fit_unions(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_first_fit_unions(v) for v in node]
    return node


@cache
def _registry() -> Registry:
    resource = Resource.from_contents(spec(), default_specification=DRAFT202012)
    return Registry().with_resource(SPEC_URI, resource)


def _type_checker():
    checker = Draft202012Validator.TYPE_CHECKER

    def integer(_checker, instance) -> bool:
        if isinstance(instance, bool):
            return False
        return isinstance(instance, int) or (
            isinstance(instance, str) and bool(re.fullmatch(r"-?[0-9]+", instance))
        )

    return checker.redefine("integer", integer)


StrictValidator = validators.extend(Draft202012Validator, type_checker=_type_checker())


@cache
def _operations() -> list[tuple[re.Pattern[str], str, str]]:
    """(path regex, method, JSON pointer to the request schema) for every operation with a body."""
    out = []
    for template, item in spec()["paths"].items():
        pattern = re.compile(
            "^"
            + re.sub(r"\{[^}]+\}", "[^/]+", re.escape(template).replace(r"\{", "{").replace(r"\}", "}"))
            + "$"
        )
        for method, operation in item.items():
            if method not in ("post", "put", "patch", "delete", "get"):
                continue  # `parameters` and the like
            content = (operation.get("requestBody") or {}).get("content") or {}
            if "application/json" in content:
                pointer = f"/paths/{_escape(template)}/{method}/requestBody/content/application~1json/schema"
                out.append((pattern, method.upper(), pointer))
    # A literal segment beats a parameter (`/users/@me/channels` before `/users/{user_id}/...`).
    out.sort(key=lambda row: row[0].pattern.count("[^/]+"))
    return out


def _escape(template: str) -> str:
    return template.replace("~", "~0").replace("/", "~1")


@cache
def _validator(pointer: str):
    return StrictValidator({"$ref": f"{SPEC_URI}#{pointer}"}, registry=_registry())


def schema_pointer(method: str, path: str) -> str | None:
    for pattern, verb, pointer in _operations():
        if verb == method and pattern.match(path):
            return pointer
    return None


def _most_specific(error: ValidationError) -> ValidationError:
    """Within a union (anyOf), follow the branch meant: not one of another JSON type, not
    one whose `type` field names another kind; of those, the one with the fewest errors."""
    while error.context:
        branches: dict[int, list[ValidationError]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        typed = isinstance(error.instance, dict) and "type" in error.instance
        candidates = [subs for subs in branches.values()
                      if not any(s.validator == "type" and not s.relative_path for s in subs)
                      and not (typed and any(list(s.relative_path) == ["type"] for s in subs))]
        chosen = min(candidates or branches.values(), key=len)
        error = max(chosen, key=relevance)
    return error


def _code(error: ValidationError) -> tuple[str, str]:
    kind, limit = error.validator, error.validator_value
    if kind == "maxLength":
        return "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length."
    if kind == "minLength":
        return "BASE_TYPE_MIN_LENGTH", f"Must be {limit} or more in length."
    if kind == "maxItems":
        return "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length."
    if kind == "minItems":
        return "BASE_TYPE_MIN_LENGTH", f"Must be {limit} or more in length."
    if kind == "required":
        return "BASE_TYPE_REQUIRED", "This field is required"
    if kind in ("enum", "const"):
        return "BASE_TYPE_CHOICES", f"Value must be one of {limit}."
    return "BASE_TYPE_INVALID", error.message[:200]


def check_schema(method: str, path: str, body: Any) -> None:
    """Every invalid field at once, as Discord lists them."""
    pointer = schema_pointer(method, path)
    if pointer is None or body is None:
        return
    tree: dict[str, Any] = {}
    for error in _validator(pointer).iter_errors(body):
        error = _most_specific(error)
        code, message = _code(error)
        field_path = [str(p) for p in error.absolute_path]
        if error.validator == "required":
            missing = re.match(r"'([^']+)'", error.message)
            if missing:
                field_path.append(missing.group(1))
        node = tree
        for part in field_path:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": code, "message": message})
    if tree:
        raise InvalidBody(tree)


# --- limits the spec cannot express -------------------------------------------------


def check_message(body: dict[str, Any], *, interaction_response: bool = False) -> None:
    """A message body (create or edit, channel or webhook) within Discord's limits."""
    if not isinstance(body, dict):
        return
    content = body.get("content")
    if isinstance(content, str) and len(content) > 2000:  # the spec says 4000: that is for people
        raise _error_at(["content"], "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.")
    embeds = body.get("embeds") or []
    total = sum(_embed_length(e) for e in embeds if isinstance(e, dict))
    if total > EMBED_TOTAL:
        raise _error_at(["embeds"], "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")
    flags = body.get("flags") or 0
    if isinstance(flags, int) and flags & EPHEMERAL and not interaction_response:
        raise _error_at(
            ["flags"], "MESSAGE_FLAGS_INVALID", "Ephemeral is only valid on interaction responses"
        )
    components = body.get("components") or []
    if not (isinstance(flags, int) and flags & IS_COMPONENTS_V2) and len(components) > 5:
        raise _error_at(["components"], "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
    seen: set[str] = set()
    for r, row in enumerate(components):
        items = (row or {}).get("components") or []
        selects = [i for i in items if isinstance(i, dict) and i.get("type") in (3, 5, 6, 7, 8)]
        if selects and len(items) > 1:
            raise _error_at(
                ["components", r, "components"],
                "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                "The specified component exceeds the maximum width",
            )
        for c, item in enumerate(items):
            if not isinstance(item, dict):
                continue
            where = ["components", r, "components", c]
            custom_id = item.get("custom_id")
            if custom_id is not None:
                if custom_id in seen:
                    raise _error_at(
                        [*where, "custom_id"],
                        "COMPONENT_CUSTOM_ID_DUPLICATED",
                        "Component custom id cannot be duplicated",
                    )
                seen.add(custom_id)
            if item.get("type") == 2:
                _check_button(item, where)
            if item.get("type") == 3:
                _check_select(item, where)


def _check_button(item: dict, where: list) -> None:
    if item.get("style") == 5:
        if not item.get("url") or item.get("custom_id"):
            raise _error_at(
                where, "BUTTON_COMPONENT_URL_REQUIRED", "A link button needs a url and no custom_id"
            )
    elif item.get("style") != 6 and not item.get("custom_id"):
        raise _error_at([*where, "custom_id"], "BASE_TYPE_REQUIRED", "This field is required")
    if not item.get("label") and not item.get("emoji"):
        raise _error_at(
            where, "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A button needs a label or an emoji"
        )


def _check_select(item: dict, where: list) -> None:
    options = item.get("options") or []
    low, high = item.get("min_values", 1), item.get("max_values", 1)
    if high is not None and high > len(options):
        raise _error_at(
            [*where, "max_values"],
            "SELECT_COMPONENT_MAX_VALUES_EXCEEDED",
            "max_values must be at most the number of options",
        )
    if low is not None and high is not None and low > high:
        raise _error_at(
            [*where, "min_values"],
            "SELECT_COMPONENT_MIN_VALUES_INVALID",
            "min_values must not exceed max_values",
        )
    values = [o.get("value") for o in options if isinstance(o, dict)]
    if len(values) != len(set(values)):
        raise _error_at(
            [*where, "options"],
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
            "Select option values must be unique",
        )
    for o, option in enumerate(options):
        if isinstance(option, dict) and not option.get("label"):
            raise _error_at([*where, "options", o, "label"], "BASE_TYPE_REQUIRED", "This field is required")


def _embed_length(embed: dict) -> int:
    n = len(embed.get("title") or "") + len(embed.get("description") or "")
    for f in embed.get("fields") or []:
        n += len(f.get("name") or "") + len(f.get("value") or "")
    n += len((embed.get("footer") or {}).get("text") or "")
    n += len((embed.get("author") or {}).get("name") or "")
    return n


@cache
def locales() -> frozenset[str]:
    enum = spec()["components"]["schemas"]["AvailableLocalesEnum"]["anyOf"]
    return frozenset(entry["const"] for entry in enum)


def check_commands(commands: list[dict]) -> None:
    """Application commands: names, descriptions, localisations, options and choices."""
    names: set[tuple[int, str]] = set()
    for i, command in enumerate(commands or []):
        kind = command.get("type") or 1
        if (kind, command.get("name")) in names:
            raise _error_at(
                [i, "name"], "APPLICATION_COMMANDS_DUPLICATE_NAME", "Application command names must be unique"
            )
        names.add((kind, command.get("name")))
        _check_command_node(command, [i], slash=kind == 1)


def _check_command_node(node: dict, where: list, *, slash: bool) -> None:
    name = node.get("name") or ""
    if slash and (not COMMAND_NAME.match(name) or name != name.lower()):
        raise _error_at([*where, "name"], "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid")
    description = node.get("description")
    if slash and not (description and 1 <= len(description) <= 100):
        raise _error_at(
            [*where, "description"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
        )
    for key in ("name_localizations", "description_localizations"):
        for locale, text in (node.get(key) or {}).items():
            if locale not in locales():
                raise _error_at([*where, key, locale], "LOCALE_INVALID", f"Invalid locale {locale!r}")
            if key == "name_localizations" and (not COMMAND_NAME.match(text) or text != text.lower()):
                raise _error_at(
                    [*where, key, locale], "APPLICATION_COMMAND_INVALID_NAME", "Command name is invalid"
                )
    options = node.get("options") or []
    if len(options) > 25:
        raise _error_at([*where, "options"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    seen: set[str] = set()
    optional_seen = False
    for o, option in enumerate(options):
        at = [*where, "options", o]
        if option.get("name") in seen:
            raise _error_at(
                [*at, "name"],
                "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            )
        seen.add(option.get("name"))
        if option.get("type") in (1, 2):
            _check_command_node(option, at, slash=True)
            continue
        _check_command_node({k: v for k, v in option.items() if k != "options"}, at, slash=True)
        if option.get("required"):
            if optional_seen:
                raise _error_at(
                    [*at, "required"],
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                )
        else:
            optional_seen = True
        choices = option.get("choices") or []
        if len(choices) > 25:
            raise _error_at([*at, "choices"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        if choices and option.get("autocomplete"):
            raise _error_at(
                [*at, "autocomplete"],
                "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_AND_CHOICES",
                "Autocomplete cannot be set with choices",
            )
        for c, choice in enumerate(choices):
            for locale in choice.get("name_localizations") or {}:
                if locale not in locales():
                    raise _error_at(
                        [*at, "choices", c, "name_localizations", locale],
                        "LOCALE_INVALID",
                        f"Invalid locale {locale!r}",
                    )


def check_autocomplete_choices(choices: list[dict]) -> None:
    if len(choices) > 25:
        raise _error_at(["data", "choices"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for c, choice in enumerate(choices):
        if not 1 <= len(choice.get("name") or "") <= 100:
            raise _error_at(
                ["data", "choices", c, "name"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."
            )
        value = choice.get("value")
        if isinstance(value, str) and len(value) > 100:
            raise _error_at(
                ["data", "choices", c, "value"], "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length."
            )
