"""The Python example of docs/coach.md runs as written (so the documentation stays true)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

COACH_DOC = Path(__file__).resolve().parents[2] / "docs" / "coach.md"
BLOCKS = re.findall(r"```python\n(.*?)```", COACH_DOC.read_text(encoding="utf-8"), flags=re.DOTALL)


def test_the_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert len(BLOCKS) == 1
    exec(compile(BLOCKS[0], COACH_DOC.name, "exec"), {"__name__": "__doc__"})
    assert "takers' points" in capsys.readouterr().out
