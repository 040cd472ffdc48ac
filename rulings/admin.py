"""Admin for editors: filter by game and document, walk the section tree, preview Markdown."""

from django.contrib import admin
from django.urls import path, reverse
from django.utils.html import format_html_join
from django.utils.safestring import mark_safe
from simple_history.admin import SimpleHistoryAdmin

from rulings import admin_import
from rulings.markup import render_markdown
from rulings.models import FAQ, Change, Document, DocumentVersion, Event, Game, Link, Section
from rulings.services import edits, events


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ["slug", "name", "language"]
    search_fields = ["slug", "name"]


class VersionInline(admin.TabularInline):
    model = DocumentVersion
    fields = ["label", "effective_date", "partial", "source_name", "imported_at"]
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ["slug", "title", "game", "kind", "authority", "language"]
    list_filter = ["game", "kind", "authority"]
    search_fields = ["slug", "title"]
    readonly_fields = ["numbering_style"]  # set by the importer: the keys depend on it
    inlines = [VersionInline]
    change_list_template = "admin/rulings/document_change_list.html"

    def get_urls(self):
        view = self.admin_site.admin_view(lambda request: admin_import.import_view(request, self))
        return [path("import/", view, name="rulings_document_import"), *super().get_urls()]


@admin.register(DocumentVersion)
class DocumentVersionAdmin(admin.ModelAdmin):
    list_display = ["__str__", "effective_date", "partial", "imported_at", "section_count"]
    list_filter = ["document__game", "document"]
    readonly_fields = ["source_hash", "imported_at"]

    @admin.display(description="sections")
    def section_count(self, obj):
        return obj.sections.count()


class ChildInline(admin.TabularInline):
    model = Section
    fk_name = "parent"
    fields = ["key", "number", "title", "kind"]
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True
    verbose_name_plural = "child sections"


@admin.register(Section)
class SectionAdmin(SimpleHistoryAdmin):
    # Saves go through the services layer, as the API's do: links, card mentions, the search
    # log and the rendered HTML follow an edit whichever door it came through.

    list_display = ["key", "title", "kind", "version"]
    list_filter = ["version__document__game", "version__document", "kind"]
    search_fields = ["key", "title", "body"]
    list_select_related = ["version__document__game"]
    raw_id_fields = ["parent", "version"]
    readonly_fields = ["breadcrumbs", "preview", "links_in_list"]
    fields = [
        *("breadcrumbs", "version", "key", "number", "title", "kind", "parent", "order"),
        *("body", "preview", "links_in_list"),
    ]
    inlines = [ChildInline]

    @admin.display(description="in the tree")
    def save_model(self, request, obj, form, change):
        edits.save_section(obj, user=request.user)

    def breadcrumbs(self, obj):
        chain, node = [], obj.parent
        while node is not None:
            chain.append(node)
            node = node.parent
        return (
            format_html_join(
                " › ",
                '<a href="{}">{}</a>',
                (
                    (reverse("admin:rulings_section_change", args=[n.pk]), n.number or n.key)
                    for n in reversed(chain)
                ),
            )
            or "(top level)"
        )

    @admin.display(description="as it will render")
    def preview(self, obj):
        # render_markdown escapes and sanitizes: only allow-listed tags reach the page.
        return mark_safe(render_markdown(obj.body, game=obj.game_slug))  # noqa: S308

    @admin.display(description="cited by")
    def links_in_list(self, obj):
        links = obj.links_in.select_related("source_section", "source_faq")
        return (
            format_html_join(", ", "{}", ((str(link.source_section or link.source_faq),) for link in links))
            or "—"
        )


@admin.register(Change)
class ChangeAdmin(admin.ModelAdmin):
    list_display = ["key", "kind", "origin", "old_key", "version"]
    list_filter = ["version__document__game", "version__document", "kind", "origin"]
    search_fields = ["key", "before", "after", "note"]


@admin.register(FAQ)
class FAQAdmin(SimpleHistoryAdmin):
    def save_model(self, request, obj, form, change):
        edits.save_faq(obj, user=request.user)

    def delete_model(self, request, obj):
        edits.delete_faq(obj, user=request.user)

    list_display = ["question", "game", "slug", "updated_at"]
    list_filter = ["game"]
    search_fields = ["question", "answer", "slug"]
    readonly_fields = ["preview"]

    @admin.display(description="answer as it will render")
    def preview(self, obj):
        return mark_safe(obj.answer_html)  # noqa: S308  sanitized on save


@admin.register(Link)
class LinkAdmin(admin.ModelAdmin):
    list_display = ["text", "target_key", "is_resolved", "game"]
    list_filter = ["game", ("target_section", admin.EmptyFieldListFilter)]
    search_fields = ["text", "target_key"]
    raw_id_fields = ["source_section", "source_faq", "target_section"]

    @admin.display(boolean=True, description="resolved")
    def is_resolved(self, obj):
        return obj.resolved


@admin.register(Event)
class EventAdmin(admin.ModelAdmin):
    # An editor sets up an event: its name, date and games; its page pins the versions in force.
    list_display = ["name", "date", "slug"]
    list_filter = ["games"]
    search_fields = ["name", "slug"]
    prepopulated_fields = {"slug": ["name"]}
    filter_horizontal = ["games"]
    date_hierarchy = "date"

    def save_model(self, request, obj, form, change):
        events.save_event(obj)  # the games follow in save_related, from the form
