"""What the core tells the apps built on it; they connect receivers, the core never imports them.

Both are sent inside the writing transaction, so what the receivers write (the search change
log, card mentions) commits or rolls back with it.

- ``content_imported(game, version_ids)``: versions were imported (``version_ids`` empty when
  a whole knowledge base was loaded, as by ``load_seeds`` or ``restore``). A receiver may
  return lines for the import report.
- ``texts_changed(game, sections, faqs)``: an editor changed these sections or FAQs.
"""

from django.dispatch import Signal

content_imported = Signal()
texts_changed = Signal()
