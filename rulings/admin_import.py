"""The editors' upload of a rules document in the admin: choose a file (text, Markdown or PDF)
and where it goes, read the dry-run report, then confirm the import.

The uploaded text is kept between the two steps in the data folder, named by its hash, so the
confirmation imports exactly the text the report was made from. Both steps go through
rulings.services.imports, as the import_rules command does.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import redirect
from django.template.response import TemplateResponse

from rulings import importers
from rulings.importers.base import DocumentFormatError
from rulings.importers.reading import read_document
from rulings.models import Document, Game
from rulings.services.imports import import_text

_DIGEST = re.compile(r"^[0-9a-f]{64}$")


class ImportForm(forms.Form):
    file = forms.FileField(required=False, help_text="Text, Markdown or PDF")
    game = forms.SlugField(max_length=40, help_text="The game's slug, e.g. lorcana (created if new)")
    game_name = forms.CharField(max_length=120, required=False, help_text="For a new game")
    document = forms.SlugField(max_length=80, help_text="e.g. comprehensive-rules")
    title = forms.CharField(max_length=200, required=False)
    style = forms.ChoiceField(
        choices=[("", "detect from the text")] + [(s, s) for s in sorted(importers.STYLES)], required=False
    )
    effective = forms.DateField(required=False, help_text="Else the date the text prints")
    kind = forms.ChoiceField(choices=[("", "as read")] + list(Document.Kind.choices), required=False)
    language = forms.CharField(max_length=10, required=False, help_text="e.g. en, de, fr; else as read")
    translation_of = forms.SlugField(max_length=80, required=False, help_text="The original's slug")
    digest = forms.CharField(required=False, widget=forms.HiddenInput)

    def clean_file(self):
        upload = self.cleaned_data.get("file")
        limit = settings.IMPORT_UPLOAD_MAX_BYTES
        if upload is not None and upload.size > limit:
            raise forms.ValidationError(f"The file is {upload.size:,} bytes, over the limit of {limit:,}.")
        return upload

    def clean_digest(self):
        digest = self.cleaned_data.get("digest") or ""
        if digest and not _DIGEST.match(digest):
            raise forms.ValidationError("Upload the file again.")
        return digest

    def options(self) -> dict:
        data = self.cleaned_data
        return {
            "style": data["style"] or None,
            "game_name": data["game_name"] or None,
            "title": data["title"] or None,
            "effective": data["effective"],
            "kind": data["kind"] or None,
            "language": data["language"] or None,
            "translation_of": data["translation_of"] or None,
        }


def _kept(digest: str) -> Path:
    return Path(settings.DATA_DIR) / "uploads" / f"{digest}.txt"


def _keep(text: str) -> str:
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    path = _kept(digest)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return digest


def _text(form: ImportForm) -> tuple[str, str]:
    """(text, digest): from the uploaded file, or the text kept at the preview step."""
    upload = form.cleaned_data.get("file")
    if upload is not None:
        text = read_document(upload.read(), upload.name, max_bytes=settings.IMPORT_UPLOAD_MAX_BYTES)
        return text, _keep(text)
    digest = form.cleaned_data.get("digest")
    if not digest or not _kept(digest).exists():
        raise DocumentFormatError("choose a file to import")
    return _kept(digest).read_text(encoding="utf-8"), digest


def import_view(request, model_admin):
    """GET: the form. POST "preview": the dry-run report. POST "confirm": the import."""
    if not request.user.has_perm("rulings.add_documentversion"):
        raise PermissionDenied
    form = ImportForm(request.POST or None, request.FILES or None)
    context = {**admin.site.each_context(request), "title": "Import a rules document", "form": form}
    context["opts"] = model_admin.model._meta
    if request.method == "POST" and form.is_valid():
        confirm = "confirm" in request.POST
        try:
            text, digest = _text(form)
            report = import_text(
                form.cleaned_data["game"],
                form.cleaned_data["document"],
                text,
                source_name=(form.cleaned_data.get("file") and form.cleaned_data["file"].name) or "upload",
                dry_run=not confirm,
                **form.options(),
            )
        except DocumentFormatError as exc:
            form.add_error("file", f"{exc}; nothing was written")
        else:
            if confirm:
                _kept(digest).unlink(missing_ok=True)
                messages.success(request, " ".join(report.lines()[:1]))
                document = Document.objects.get(game__slug=form.cleaned_data["game"], slug=report.document)
                return redirect("admin:rulings_document_change", document.pk)
            context["report"] = report.lines()
            context["form"] = ImportForm(initial={**form.cleaned_data, "file": None, "digest": digest})
    context["games"] = Game.objects.order_by("slug")
    return TemplateResponse(request, "admin/rulings/import_document.html", context)
