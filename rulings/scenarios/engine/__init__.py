"""The scenario engine: what a card keeps when it flips, transforms or moves, with citations.

Plain Python with no Django imports. The Django layer calls:

- ``check(payload, rules_version=None) -> dict``: run a scenario (DESIGN.md shapes).
- ``explain(result) -> str``: the result in plain words.
- ``persistence_table(game, rules_version=None) -> dict``: fields × events from the profile.
- ``ask(question, game=None) -> dict``: a judge's question mapped onto a scenario.

Invalid input raises ``ScenarioError`` (``.field``, ``.message``, ``.allowed``; ``.as_dict()``).
"""

# Imported by name, so that ``rulings.scenarios.engine.ask`` is the function, not its module.
from rulings.scenarios.engine.ask import ask
from rulings.scenarios.engine.errors import ScenarioError
from rulings.scenarios.engine.explain import explain
from rulings.scenarios.engine.profiles import GAMES
from rulings.scenarios.engine.runner import check
from rulings.scenarios.engine.table import persistence_table

__all__ = ["GAMES", "ScenarioError", "ask", "check", "explain", "persistence_table"]
