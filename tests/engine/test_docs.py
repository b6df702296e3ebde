"""The Python examples of docs/engine.md run as written (so the documentation stays true)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ENGINE_DOC = Path(__file__).resolve().parents[2] / "docs" / "engine.md"
BLOCKS = re.findall(r"```python\n(.*?)```", ENGINE_DOC.read_text(encoding="utf-8"), flags=re.DOTALL)


def test_the_doc_has_examples() -> None:
    assert len(BLOCKS) >= 3


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_example_runs(index: int, capsys: pytest.CaptureFixture[str]) -> None:
    exec(compile(BLOCKS[index], f"{ENGINE_DOC.name}[{index}]", "exec"), {"__name__": "__doc__"})
    capsys.readouterr()
