"""Hugging Face Space readiness: front matter and pins agree, hosted mode behaves, ZeroGPU wrapper."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import gradio
import plotly
import pytest
import requests
import torch

from conftest import start_app
from helpers import call_http

ROOT = Path(__file__).resolve().parent.parent


def front_matter() -> dict[str, str]:
    text = (ROOT / "README.md").read_text()
    assert text.startswith("---\n")
    block = text.split("---\n")[1]
    return {k.strip(): v.strip().strip('"') for k, v in
            (line.split(":", 1) for line in block.splitlines() if ":" in line)}


def pins() -> dict[str, str]:
    out = {}
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        m = re.match(r"^([A-Za-z0-9_.-]+)==([^\s#]+)", line)
        if m:
            out[m.group(1).lower()] = m.group(2)
    return out


def test_front_matter_is_a_valid_gradio_space():
    fm = front_matter()
    for key in ("title", "emoji", "colorFrom", "colorTo", "sdk", "sdk_version", "python_version",
                "app_file", "short_description", "license"):
        assert fm.get(key), key
    assert fm["sdk"] == "gradio" and fm["app_file"] == "app.py"
    assert (ROOT / fm["app_file"]).exists()
    colours = {"red", "yellow", "green", "blue", "indigo", "purple", "pink", "gray"}
    assert fm["colorFrom"] in colours and fm["colorTo"] in colours
    assert len(fm["short_description"]) <= 60
    assert re.fullmatch(r"3\.\d+", fm["python_version"])


def test_pins_agree_with_front_matter_and_installed_versions():
    p = pins()
    assert p["gradio"] == front_matter()["sdk_version"] == gradio.__version__
    assert torch.__version__.split("+")[0] == p["torch"]
    assert plotly.__version__ == p["plotly"]
    pyproject = (ROOT / "pyproject.toml").read_text()
    for name, version in p.items():
        assert f'"{name}=={version}"' in pyproject, name


def test_zerogpu_wrapper_uses_spaces_gpu_when_present(monkeypatch):
    from attnlab.ui import zerogpu

    calls = []
    fake = types.ModuleType("spaces")
    fake.__spec__ = types.SimpleNamespace(name="spaces")
    fake.GPU = lambda fn: calls.append(fn) or fn
    monkeypatch.setitem(sys.modules, "spaces", fake)
    monkeypatch.setattr(zerogpu.importlib.util, "find_spec", lambda name: object())

    def work():
        return 1

    assert zerogpu.gpu(work) is work and calls == [work]
    monkeypatch.setattr(zerogpu.importlib.util, "find_spec", lambda name: None)
    assert zerogpu.gpu(work) is work and calls == [work]  # not wrapped again


@pytest.mark.server
def test_hosted_mode_serves_the_same_answers():
    proc, url = start_app({"SYSTEM": "spaces", "GRADIO_SERVER_NAME": "0.0.0.0"})
    try:
        assert requests.get(url + "/", timeout=10).status_code == 200
        status, out = call_http(url, "scores_step",
                                [{"headers": ["a", "b", "c"], "data": [[0.43, 0.15, 0.89],
                                  [0.55, 0.87, 0.66]]}, "Your journey", 1, 123, 2, "rand",
                                 "query_scores"], lang="en")
        assert status == "complete" and "0.9544" in out[0]
        status, out = call_http(url, "exercise_check",
                                ["ex_causal_weights", "",
                                 "import torch\ndef ex_causal_weights(s):\n    return torch.softmax(s, -1)\n",
                                 {}], lang="en")
        # Strict sandboxing is available on this machine, so code answers are graded.
        assert status == "complete" and "later key" in out[0]
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_requirements_install_nothing_unpinned():
    lines = [line for line in (ROOT / "requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert all("==" in line for line in lines), lines


def test_a_cpu_space_installs_torchs_cpu_build_first():
    """Spaces install pre-requirements.txt before requirements.txt: torch's CPU build from
    PyTorch's CPU index there, at the version requirements.txt pins (which 2.13.0+cpu meets)."""
    lines = [line.strip() for line in (ROOT / "pre-requirements.txt").read_text().splitlines()
             if line.strip() and not line.startswith("#")]
    assert "--extra-index-url https://download.pytorch.org/whl/cpu" in lines
    cpu = [line for line in lines if line.startswith("torch==")]
    assert cpu == [f"torch=={pins()['torch']}+cpu"]
    from packaging.specifiers import SpecifierSet

    assert f"{pins()['torch']}+cpu" in SpecifierSet(f"=={pins()['torch']}")
