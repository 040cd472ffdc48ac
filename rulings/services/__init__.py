"""Every write to the rules domain goes through here, whichever door it came through (the
API, the admin, the importers and commands), so each has the same effects:

- ``imports.import_text``: a parsed document as a new version, its changes and links;
- ``edits.save_section`` / ``edits.save_faq`` / ``edits.delete_faq``: an editor's change,
  re-rendered with the known keys and relinked;
- ``links``: references resolved within the version, then the game.

What the apps above the core must follow (the search log, card mentions, scenario citations)
they learn from the signals in ``rulings.signals``, sent after the transaction commits.
"""
