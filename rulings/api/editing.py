"""What an editor's correction of a section must redo besides saving it: the rendered HTML and
the links its text makes, as an import would have written them.

Reuses the importer's resolution (rulings.importing) so an edited section links exactly as
an imported one.
"""

from __future__ import annotations

from rulings.importing import _game_keys, _resolve
from rulings.markup import render_markdown
from rulings.models import Link, Section
from rulings.references import find_references


def refresh_section(section: Section) -> None:
    version = section.version
    game = version.document.game
    own = {s.key: s for s in version.sections.order_by("order")}
    others = _game_keys(game, version.document_id)
    # Section.save renders without the known keys; an import renders references to keys
    # outside the knowledge base as plain text, and so does this.
    html = render_markdown(section.body, game=game.slug, known_keys=set(own) | set(others))
    Section.objects.filter(pk=section.pk).update(html=html)
    section.html = html
    section.links_out.all().delete()
    rows = {}
    for ref in find_references(section.body, game.slug):
        for target_key, target_id in _resolve(game.slug, ref, own, list(own), others):
            uid = Link.make_uid(section, ref.start, target_key)
            rows[uid] = Link(
                uid=uid,
                source_section=section,
                game=game,
                text=ref.text[:300],
                start=ref.start,
                target_key=target_key,
                target_section_id=target_id,
            )
    Link.objects.bulk_create(rows.values())
