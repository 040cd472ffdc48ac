"""Words that ask whether a value follows the face a card now shows ("does it use the power of the side
that's now face up?", "does the new face's label apply?"): reader.asks reads them as "new_face". Plain
Python."""

from __future__ import annotations

# Said of what a face prints, it is the one in force: "does the new face's label apply?"
_IN_FORCE = (
    r"(?:apply|applies|count|counts|matter|matters|govern|governs|take effect|takes effect|in effect)\b"
)
# The face a card shows after the event: "the new side", "the face showing now", "the side that's up"
_SHOWING = (
    r"(?:side|face) (?:that's |that is |which is )?(?:now |currently )?(?:showing|face[- ]?up|up|visible)\b"
)
_SHOWN_FACE = r"(?:(?:new|current|flipped|visible) (?:side|face)\b|" + _SHOWING + ")"

# "Does it use the power of the side that's now face up?": whether it takes the new face's values.
NEW_FACE = (
    r"\b(?:use|uses|using|get|gets|take|takes|read|reads|follow|follows|come|comes|came)\b(?: [\w'-]+){0,6}? "
    r"(?:of|on|from) (?:the |its )?(?:other (?:side|face)\b|" + _SHOWN_FACE + ")|"
    r"\b(?:side|face) (?:that's|that is|which is) now (?:face[- ]up|showing|up|visible)\b|"
    # "are its attack abilities the ones printed on the side now showing?"
    r"\bthe ones? (?:printed |shown |written )?on (?:the |its )?" + _SHOWN_FACE + "|"
    # "does the new face's label apply?", "is the Shielded status of the new face the one that counts?"
    r"\b(?:new|current|flipped|visible) (?:side|face)'s\b(?: [\w'-]+){0,4}? " + _IN_FORCE + "|"
    r"\b(?:new|current|flipped|visible) (?:side|face)\b(?: that's| that is| which is)? (?:now )?" + _IN_FORCE
)
