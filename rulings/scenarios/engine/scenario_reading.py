"""What the scenario reader (ask.py) read of a question: enough to run a scenario, or the reason
it is not."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulings.scenarios.engine.subjects import Subject


@dataclass
class Reading:
    """What was read of a question: enough to run a scenario, or the reason it is not."""

    text: str
    read: dict
    subject: Subject | None = None
    match: re.Match | None = None
    tweaks: dict | None = None
    event: str | None = None
    asks: str | None = None
    negated: bool = False
    why: str = ""
    origins: tuple[str, ...] = ()  # a move whose origin is not read: every zone it could leave
    quoted: bool = False  # it quotes card text (taken out of ``text``)
    said: str = ""  # the question with its quoted card text
