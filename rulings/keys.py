"""Keys that appear in page addresses: section keys, card numbers, FAQ, game and document slugs.

A key with "/" in it (or an empty one) makes every page that links to it answer 500, so keys are
validated at the model, and therefore in the admin, the API and anything calling full_clean().

The character set (documented in DESIGN terms, KEY_CHARS):
- section keys and card numbers: letters and digits of any script, and ``- . _ : + * ★ †``;
  no "/", no spaces, not empty;
- game, document and FAQ slugs: Django slugs (ASCII letters, digits, "-" and "_").

``rulings.W001`` (a database system check, run by ``migrate`` and ``check --database default``)
lists keys already stored that break these rules.
"""

from __future__ import annotations

import re

from django.core import checks
from django.core.exceptions import ValidationError
from django.core.validators import validate_slug

KEY_CHARS = "letters and digits of any script, and - . _ : + * ★ †"
KEY_PATTERN = re.compile(r"\A[\w.\-:+*★†]+\Z")


def validate_key(value) -> None:
    """The field validator: one message naming what is wrong (empty, "/", other characters)."""
    problem = key_problem(value)
    if problem:
        raise ValidationError(f"Not a usable key ({problem}); use only {KEY_CHARS}.", code="invalid_key")


def key_problem(value) -> str | None:
    """Why ``value`` cannot be a key, or None."""
    if not isinstance(value, str) or not value:
        return "empty"
    if "/" in value:
        return "contains “/”"
    if not KEY_PATTERN.match(value):
        return f"characters outside {KEY_CHARS}"
    return None


class KeyCheckedModel:
    """A model mixin: clean() checks the key fields (KEY_FIELDS) that clean_fields() did not.

    full_clean() runs the field validators and then clean(); a key already reported by its
    validator is not reported twice, and a key left out of clean_fields() (or a clean() called
    alone) is still checked.
    """

    KEY_FIELDS: tuple[str, ...] = ()

    def clean_fields(self, exclude=None):
        self._keys_unchecked = set(exclude or ())
        super().clean_fields(exclude)

    def clean(self):
        super().clean()
        unchecked = getattr(self, "_keys_unchecked", None)
        self._keys_unchecked = None
        for field in self.KEY_FIELDS:
            clean_key(self, field, unchecked if unchecked is not None else {field})


def clean_key(instance, field: str, exclude=()) -> None:
    """The key check for ``field`` when it is in ``exclude`` (its validators did not run)."""
    if field in exclude:
        problem = key_problem(getattr(instance, field))
        if problem:
            raise ValidationError({field: f"Not a usable key ({problem}); use only {KEY_CHARS}."})


def slug_problem(value) -> str | None:
    try:
        validate_slug(value)
    except ValidationError:
        return "not a slug (ASCII letters, digits, - and _)"
    return None


def stored_key_warnings(sources, databases) -> list[checks.CheckMessage]:
    """A warning (rulings.W001) per stored key that would break pages, over (model, field,
    problem_of, game lookup) sources; the apps built on the core register their own models."""
    if not databases:
        return []
    out = []
    try:
        for model, field, problem_of, game in sources:
            for pk, value, game_slug in model.objects.values_list("pk", field, game).iterator():
                problem = problem_of(value)
                if problem:
                    out.append(
                        checks.Warning(
                            f"{model.__name__} {pk} ({game_slug}) has {field} {value!r}: {problem}",
                            hint=f"Fix it in the admin; keys use {KEY_CHARS}.",
                            obj=f"{model._meta.label}:{pk}",
                            id="rulings.W001",
                        )
                    )
    except Exception:  # noqa: BLE001 - tables not migrated yet: nothing stored to report
        return []
    return out


@checks.register(checks.Tags.database)
def check_stored_keys(app_configs=None, databases=None, **kwargs) -> list[checks.CheckMessage]:
    """The core's stored keys (sections, FAQs, documents, games): rulings.W001 for each bad one."""
    from rulings.models import FAQ, Document, Game, Section

    sources = [
        (Section, "key", key_problem, "version__document__game__slug"),
        (FAQ, "slug", slug_problem, "game__slug"),
        (Document, "slug", slug_problem, "game__slug"),
        (Game, "slug", slug_problem, "slug"),
    ]
    return stored_key_warnings(sources, databases)
