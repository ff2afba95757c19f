"""What a sandbox child can use: loaded in the worker before it forks.

A CPU child's system-call filter refuses every call that names a file (attnlab.grading.confine),
so it cannot import a module or load a library that is not already in memory. The worker imports
here what answers commonly import, and runs once what loads more on first use (torch.save pulls in
torch.utils.serialization, assert_close half of sympy, a tensor's repr a schema checker), so that
learners' habits work in the child as on their own machine. Memory is shared copy-on-write by every
child; measured on the worker: about 1.3 s and 80 MB on top of torch itself.
"""

from __future__ import annotations

import importlib
import io
import logging
import os
import sys

log = logging.getLogger(__name__)

# The standard library that answers and notebooks import at the top (cheap: pure Python or small).
STDLIB = (
    "abc", "argparse", "array", "ast", "base64", "bisect", "cmath", "collections",
    "collections.abc", "contextlib", "copy", "csv", "dataclasses", "datetime", "decimal", "enum",
    "fractions", "functools", "gc", "glob", "hashlib", "heapq", "inspect", "io", "itertools",
    "json", "logging", "math", "numbers", "operator", "os", "pathlib", "pickle", "pprint",
    "random", "re", "secrets", "shutil", "statistics", "string", "struct", "sys", "tempfile",
    "textwrap", "time", "timeit", "traceback", "types", "typing", "unittest", "uuid", "warnings",
)
# Third-party modules and torch's submodules that are not loaded by ``import torch`` alone.
LIBRARIES = (
    "numpy", "numpy.linalg", "numpy.random", "torch", "torch.nn", "torch.nn.functional",
    "torch.nn.init", "torch.optim", "torch.utils.data", "torch.testing", "torch.func",
    "torch.autograd.functional", "torch.distributions", "tqdm",
    # data-science habits (a DataFrame of the embeddings, scipy's softmax): pandas comes with gradio
    "pandas", "scipy", "scipy.special",
    # read lazily by pandas' resources when a module's attributes are walked (the child cannot
    # import it then)
    "importlib.readers", "importlib.resources",
)


def modules() -> list[str]:
    """Import every module above that this installation has; returns those it could not."""
    absent = []
    for name in STDLIB + LIBRARIES:
        try:
            importlib.import_module(name)
        except ImportError:
            absent.append(name)
    return absent


def cpu_kernels() -> None:
    """The CPU kernels of each dtype, once: cpuinfo reads /proc and /sys on the first half op, which
    a child confined by Landlock cannot (a GPU child's .half() on the CPU raised "Failed to
    initialize cpuinfo!" on an H200). Touches no CUDA, so a GPU worker runs it too."""
    import torch

    x = torch.rand(2, 3, 4, generator=torch.Generator().manual_seed(0))
    for dtype in (torch.float32, torch.float64, torch.float16, torch.bfloat16):
        y = x.to(dtype)
        repr(y @ y.transpose(1, 2))
        repr(torch.softmax(y, dim=-1))


def warm_up() -> None:
    """Run once what loads code on first use, in the forms answers use it."""
    import numpy as np
    import torch
    import torch.nn.functional as F

    g = torch.Generator().manual_seed(0)
    x = torch.rand(2, 3, 4, generator=g)
    cpu_kernels()
    repr(torch.tensor([True, False]))
    repr(torch.tensor([1, 2]))
    repr(x.numpy())
    buffer = io.BytesIO()  # torch.save / torch.load to memory
    torch.save({"x": x}, buffer)
    buffer.seek(0)
    torch.load(buffer)
    torch.testing.assert_close(x, x)
    torch.func.jacrev(torch.sin)(x[0, 0])
    torch.autograd.functional.jacobian(torch.sin, x[0, 0])
    torch.einsum("bij,bkj->bik", x, x)
    F.scaled_dot_product_attention(x, x, x, is_causal=True)
    torch.nn.MultiheadAttention(4, 2, batch_first=True)(x, x, x)
    torch.nn.TransformerEncoderLayer(4, 2, dim_feedforward=8, batch_first=True)(x)
    torch.nn.LayerNorm(4)(F.gelu(torch.nn.Dropout(0.5)(x)))
    w = torch.nn.Parameter(torch.ones(2))
    for optimizer in (torch.optim.SGD([w], lr=0.1), torch.optim.AdamW([w], lr=0.1)):
        (w * w).sum().backward()
        optimizer.step()
    list(torch.utils.data.DataLoader(torch.utils.data.TensorDataset(x), batch_size=1))
    np.random.default_rng(0).normal(size=3).round(2)
    np.array2string(np.linalg.norm(np.ones((2, 2)), axis=0))


def plotting() -> None:
    """matplotlib (the Agg backend: plt.show() does nothing) ready for a child that can open no
    file: learners' notebooks plot, and an answer must not fail because a plot could not draw.

    Everything matplotlib reads lazily is read here: the font list, and each font a plot commonly
    needs, kept in memory (FreeType would otherwise read glyphs from an open file, which the
    child closes), then a first draw of lines, titles, images, a legend and mathtext into memory.
    """
    os.environ["MPLBACKEND"] = "Agg"
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib import font_manager, ft2font

    original = ft2font.FT2Font
    contents: dict = {}

    def in_memory(path, *args, **kwargs):
        if isinstance(path, (str, bytes, os.PathLike)):
            key = os.fsdecode(path)
            if key not in contents:
                with open(key, "rb") as f:
                    contents[key] = f.read()
            path = io.BytesIO(contents[key])
        return original(path, *args, **kwargs)

    shim = type(sys)("matplotlib.ft2font")  # font_manager alone creates fonts through this name
    shim.__dict__.update({k: v for k, v in vars(ft2font).items() if not k.startswith("__")})
    shim.FT2Font = in_memory
    font_manager.ft2font = shim
    import numpy as np
    import numpy.fft, numpy.linalg, numpy.random  # noqa: E401,F401 - numpy imports these lazily

    fig, ax = plt.subplots(1, 2, figsize=(4, 2))
    ax[0].plot([0, 1], [1, 0], label="w")
    ax[0].set_title("Attention weights")
    ax[0].set_xlabel("keys")
    ax[0].legend()
    ax[0].text(0.5, 0.5, r"$\alpha_{ij} = \mathrm{softmax}(\sqrt{d_k})$", fontweight="bold")
    image = ax[1].imshow(np.eye(3), cmap="viridis")
    fig.colorbar(image, ax=ax[1])
    fig.suptitle("warm-up", fontweight="bold")
    fig.tight_layout()
    fig.savefig(io.BytesIO(), format="png")
    fig.savefig(io.BytesIO(), format="svg")
    plt.close("all")


def preload(gpu: bool = False) -> list[str]:
    """Everything above; a warm-up step that fails is logged, never fatal (the module list is
    what matters, and an answer that needs the missing piece is told it failed).

    ``gpu``: the worker forks CUDA children, so nothing here may initialise CUDA: a child of a
    process that did gets "CUDA error: initialization error" at its first CUDA op. On an H100
    (torch 2.11) the first autograd backward did, even on CPU tensors (the autograd engine
    counts every device type's devices), and the warm-up runs backward (jacrev, jacobian, an
    optimizer step). A GPU child may read the libraries' files (its filter lets file calls through,
    Landlock bounds them), so it loads lazily what the warm-up would have loaded."""
    absent = modules()
    for step in (plotting, cpu_kernels) if gpu else (plotting, warm_up):
        try:
            step()
        except Exception:  # noqa: BLE001 - a newer library may change what these calls need
            log.warning("sandbox warm-up failed: %s", step.__name__, exc_info=True)
    return absent
