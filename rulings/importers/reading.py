"""Bytes of an uploaded or named file → text the importers read. Plain Python.

``read_document(data, filename)`` takes plain text (UTF-8 with or without a BOM, any line
ending: CR, LF or CRLF, all made LF), Markdown (read as text: the outline grammar knows
``## 1.2`` headings and ``- 1-2-1.`` list items) and PDF (sniffed by its ``%PDF-`` header,
whatever the file is called).

PDF text comes from pypdf (pure Python, maintained, no compiled dependency: it installs
wherever the project does; pdfplumber would bring pdfminer.six and a native pypdfium2
wheel for table features these documents do not need). Its plain extraction follows each
page's content stream, which for these documents is reading order, columns one after the
other; each page ends with a form feed, so the layout cleaner sees page breaks and drops
running headers, footers and page numbers by repetition. Ligatures (ﬁ, ﬂ, ﬀ …) are
unfolded with NFKC, applied to ligature characters only so that quotes, ½ or ² stay as
printed.
"""

from __future__ import annotations

import io
import logging
import re
import unicodedata

from rulings.importers.base import DocumentFormatError, decode

DEFAULT_MAX_BYTES = 20 * 1024 * 1024
MAX_PDF_PAGES = 500
_LIGATURES = re.compile("[\ufb00-\ufb06]")


def read_document(data: bytes, filename: str = "", max_bytes: int = DEFAULT_MAX_BYTES) -> str:
    """The text of a text, Markdown or PDF file, line ends as LF; DocumentFormatError otherwise."""
    if len(data) > max_bytes:
        raise DocumentFormatError(
            f"{filename or 'the file'} is {len(data):,} bytes, over the limit of {max_bytes:,}",
            expected="a smaller file",
        )
    if not data.strip():
        raise DocumentFormatError(
            f"{filename or 'the file'} is empty", line=1, expected="text, Markdown or PDF"
        )
    if data.lstrip()[:5] == b"%PDF-":
        text = pdf_text(data, filename)
    elif filename.lower().endswith(".pdf"):
        raise DocumentFormatError(f"{filename} does not start like a PDF", line=1, expected="a %PDF- header")
    else:
        text = decode(data)
        if text.startswith("\ufeff"):
            text = text[1:]
        if "\x00" in text:
            raise DocumentFormatError("the file holds NUL characters: not a text file", expected="text")
    return text.replace("\r\n", "\n").replace("\r", "\n")


def pdf_text(data: bytes, filename: str = "") -> str:
    """Each page's text in reading order, pages separated by form feeds, ligatures unfolded."""
    try:
        from pypdf import PdfReader
        from pypdf.errors import PdfReadError
    except ImportError:  # pragma: no cover - pypdf is in requirements.txt
        raise DocumentFormatError("reading PDF needs the pypdf package", expected="pypdf installed") from None
    logging.getLogger("pypdf").setLevel(logging.ERROR)  # font warnings are no reader's business
    name = filename or "the PDF"
    try:
        reader = PdfReader(io.BytesIO(data))
        if reader.is_encrypted and not reader.decrypt(""):
            raise DocumentFormatError(f"{name} is encrypted", expected="a PDF without a password")
        if len(reader.pages) > MAX_PDF_PAGES:
            raise DocumentFormatError(f"{name} has {len(reader.pages)} pages, over {MAX_PDF_PAGES}")
        pages = [page.extract_text() or "" for page in reader.pages]
    except DocumentFormatError:
        raise
    except (PdfReadError, ValueError, KeyError, TypeError, OSError) as exc:
        raise DocumentFormatError(f"{name} cannot be read as a PDF: {exc}", expected="a valid PDF") from None
    text = "\n\f".join(page.rstrip() for page in pages)
    if not text.replace("\f", "").strip():
        raise DocumentFormatError(
            f"{name} holds no text (scanned pages?)", expected="a PDF with a text layer"
        )
    return _LIGATURES.sub(lambda m: unicodedata.normalize("NFKC", m.group()), text)
