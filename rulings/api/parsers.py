"""Request parsers that fail closed: JSON nested too deeply (or otherwise unreadable) is a 400.

Python's JSON decoder raises RecursionError on deep nesting (50,000 levels); DRF's JSONParser
lets that through as a 500 HTML page. Here it is a ParseError, which DRF answers as 400 JSON.
"""

from __future__ import annotations

import codecs
import json

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_DEPTH = 64  # objects and lists inside each other; no API body needs more than a handful


def _depth(value, limit: int) -> int:
    """How deeply ``value`` nests (stops counting past ``limit``), without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if level > limit:
            return level
        if isinstance(item, dict):
            deepest = max(deepest, level)
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            deepest = max(deepest, level)
            stack.extend((v, level + 1) for v in item)
    return deepest


def _no_constant(name: str):
    raise ValueError(f"{name} is not JSON")


class SafeJSONParser(JSONParser):
    """JSONParser that answers 400 for JSON nested deeper than MAX_DEPTH, NaN or Infinity."""

    def parse(self, stream, media_type=None, parser_context=None):
        encoding = (parser_context or {}).get("encoding", "utf-8")
        try:
            text = codecs.getreader(encoding)(stream).read()
            data = json.loads(text, parse_constant=_no_constant)
        except RecursionError:
            raise ParseError(f"JSON parse error - nested deeper than {MAX_DEPTH} levels") from None
        except ValueError as exc:
            raise ParseError(f"JSON parse error - {str(exc)[:200]}") from None
        if _depth(data, MAX_DEPTH) > MAX_DEPTH:
            raise ParseError(f"JSON parse error - nested deeper than {MAX_DEPTH} levels")
        return data
