"""GPT-2's checkpoint in the book's own classes: chapter 3's MultiHeadAttention, chapter 4's block.

The checkpoint (``model.safetensors``, ``config.json``, ``tokenizer.json``, the layout of the Hub's
``openai-community/gpt2``) is mapped into :class:`attnlab.modules.MultiHeadAttention`, one per
layer: GPT-2 keeps Q, K and V in one Conv1D ``c_attn`` whose weight is stored (in, 3·out), so it
is split in three along the last axis and each part transposed for ``nn.Linear`` (which stores
(out, in)); the biases are kept (``qkv_bias=True``) and ``c_proj`` becomes ``out_proj``. Around
it runs the rest of GPT-2 as the book's chapter 4 writes it: token and position embeddings, two
layer norms, a GELU MLP and two shortcuts per block, a final layer norm.

The model is loaded on first use, once per process, and shared by every session (a lock makes the
first load happen once even when several learners ask at the same moment). Nothing here runs at
import: the app starts as fast without it. ``ATTNLAB_GPT2`` names another Hub repository or a
local folder in the same layout; where the Hub cannot be reached the load fails within a few
seconds with an :class:`~attnlab.errors.InputError` the UI translates.

tests/test_gpt2_mapping.py proves the mapping: every layer's attention weights and hidden states
equal ``transformers``' GPT-2 to 1e-5 on a small random model saved in this layout.
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import torch
from torch import nn

from attnlab import attention
from attnlab.errors import InputError
from attnlab.modules import MultiHeadAttention

ENV = "ATTNLAB_GPT2"
DEFAULT_REPO = "openai-community/gpt2"
FILES = ("config.json", "model.safetensors", "tokenizer.json")
# How long to wait for the Hub before saying it cannot be reached (one request, no retries).
PROBE_TIMEOUT_S = 3.0
# After the Hub could not be reached, requests within this many seconds get the same answer
# without asking again: a class clicking on an offline machine does not queue behind probes.
RETRY_AFTER_S = 30.0
# GPT-2's MLP activation is the tanh approximation of GELU (the book's GELU class, too).
TANH_GELUS = ("gelu_new", "gelu_pytorch_tanh")

Progress = Callable[[float, str], None]  # (fraction done, i18n key of what is happening)


# --- the model: chapter 4's GPT around chapter 3's MultiHeadAttention ------------------------------


@dataclass(frozen=True)
class Config:
    vocab_size: int
    context_length: int
    emb_dim: int
    n_heads: int
    n_layers: int
    eps: float = 1e-5


class TransformerBlock(nn.Module):
    """Pre-norm attention and MLP, each added back onto its input (the shortcut)."""

    def __init__(self, cfg: Config):
        super().__init__()
        d = cfg.emb_dim
        self.att = MultiHeadAttention(d, d, cfg.context_length, 0.0, cfg.n_heads, qkv_bias=True)
        self.ff = nn.Sequential(nn.Linear(d, 4 * d), nn.GELU(approximate="tanh"),
                                nn.Linear(4 * d, d))
        self.norm1 = nn.LayerNorm(d, eps=cfg.eps)
        self.norm2 = nn.LayerNorm(d, eps=cfg.eps)

    def forward(self, x: torch.Tensor) -> torch.Tensor:  # (b, n, d) -> (b, n, d)
        x = x + self.att(self.norm1(x))
        return x + self.ff(self.norm2(x))

    def traced(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """``forward(x)`` and the (b, h, n, n) attention weights it used, in one pass (the Real
        heads tab shows the weights; computing them apart would run Q and K twice per layer)."""
        attended, weights = attend(self.att, self.norm1(x))
        x = x + attended
        return x + self.ff(self.norm2(x)), weights


class GPTModel(nn.Module):
    """GPT-2 without its output head: embeddings, the blocks, the final layer norm."""

    def __init__(self, cfg: Config):
        super().__init__()
        self.cfg = cfg
        self.tok_emb = nn.Embedding(cfg.vocab_size, cfg.emb_dim)
        self.pos_emb = nn.Embedding(cfg.context_length, cfg.emb_dim)
        self.trf_blocks = nn.ModuleList(TransformerBlock(cfg) for _ in range(cfg.n_layers))
        self.final_norm = nn.LayerNorm(cfg.emb_dim, eps=cfg.eps)

    def embed(self, ids: torch.Tensor) -> torch.Tensor:  # (b, n) -> (b, n, d)
        return self.tok_emb(ids) + self.pos_emb(torch.arange(ids.shape[1], device=ids.device))

    def forward(self, ids: torch.Tensor) -> torch.Tensor:  # (b, n) -> (b, n, d)
        x = self.embed(ids)
        for block in self.trf_blocks:
            x = block(x)
        return self.final_norm(x)


def attend(mha: MultiHeadAttention, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """``mha(x)`` and the (b, h, n, n) weights it computes, from one pass over the same parameters.

    MultiHeadAttention returns only its output; this is its forward line for line, keeping the
    weights, so they can be shown without changing the class. The mask is sliced to (n, n) before
    it becomes bool (the book converts the whole (context, context) buffer: a million entries at
    GPT-2's 1024, per layer). tests/test_gpt2_mapping.py checks the output is ``mha(x)``.
    """
    n = x.shape[1]
    queries = attention.split_heads(mha.W_query(x), mha.num_heads)  # (b, h, n, hd)
    keys = attention.split_heads(mha.W_key(x), mha.num_heads)
    values = attention.split_heads(mha.W_value(x), mha.num_heads)
    scores = attention.dot_scores(queries, keys)  # (b, h, n, n)
    scores = scores.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    weights = torch.softmax(attention.scale_scores(scores, mha.head_dim), dim=-1)
    context = attention.merge_heads(mha.dropout(weights) @ values)  # (b, n, d_out)
    return mha.out_proj(context), weights


@dataclass(frozen=True)
class Trace:
    """One sentence through the model: what every layer saw and how every head attended."""

    ids: tuple[int, ...]
    hidden: tuple[torch.Tensor, ...]  # n_layers + 1 tensors (n, d): the embeddings, then each block's output
    final: torch.Tensor  # (n, d): the last block's output after the final layer norm
    weights: torch.Tensor  # (n_layers, n_heads, n, n): rows are queries, columns keys


@torch.inference_mode()
def trace(model: GPTModel, ids: list[int] | tuple[int, ...]) -> Trace:
    """Run ``ids`` through every block, keeping each block's output and attention weights."""
    # The ids go where the model's weights are (a model moved to a GPU takes its ids there).
    x = model.embed(torch.tensor([list(ids)], device=model.tok_emb.weight.device))  # (1, n, d)
    hidden, weights = [x[0]], []
    for block in model.trf_blocks:
        x, w = block.traced(x)
        weights.append(w[0])  # (h, n, n)
        hidden.append(x[0])
    return Trace(tuple(ids), tuple(hidden), model.final_norm(x)[0], torch.stack(weights))


# --- the checkpoint ---------------------------------------------------------------------------------


def read_config(path: Path) -> Config:
    """GPT-2's config.json -> Config; a config this mapping does not implement is refused."""
    c = json.loads(path.read_text(encoding="utf-8"))
    if c.get("activation_function", "gelu_new") not in TANH_GELUS:
        raise ValueError(f"activation_function {c['activation_function']!r}")
    if not c.get("scale_attn_weights", True) or c.get("scale_attn_by_inverse_layer_idx", False):
        raise ValueError("attention scaling other than 1/sqrt(head_dim)")
    return Config(vocab_size=int(c["vocab_size"]),
                  context_length=int(c.get("n_positions") or c["n_ctx"]),
                  emb_dim=int(c["n_embd"]), n_heads=int(c["n_head"]), n_layers=int(c["n_layer"]),
                  eps=float(c.get("layer_norm_epsilon", 1e-5)))


def mapped_state(get: Callable[[str], torch.Tensor], cfg: Config) -> dict[str, torch.Tensor]:
    """The checkpoint's tensors (read one by one with ``get(name)``) under the book's names.

    Every tensor returned is a fresh copy: ``get`` may hand out views of the memory-mapped file,
    which would otherwise stay mapped (and resident) beside the copies for the process's life."""
    d = cfg.emb_dim

    def own(name: str) -> torch.Tensor:
        return get(name).clone()

    def linear(conv1d: str) -> tuple[torch.Tensor, torch.Tensor]:  # Conv1D (in, out) -> Linear (out, in)
        return get(f"{conv1d}.weight").T.contiguous(), own(f"{conv1d}.bias")

    state = {"tok_emb.weight": own("wte.weight"), "pos_emb.weight": own("wpe.weight"),
             "final_norm.weight": own("ln_f.weight"), "final_norm.bias": own("ln_f.bias")}
    for i in range(cfg.n_layers):
        gpt, book = f"h.{i}", f"trf_blocks.{i}"
        w = get(f"{gpt}.attn.c_attn.weight")  # (d, 3d): x @ w gives [q | k | v]
        b = get(f"{gpt}.attn.c_attn.bias")  # (3d,)
        for name, w_part, b_part in zip(("W_query", "W_key", "W_value"), w.split(d, dim=-1),
                                        b.split(d, dim=-1)):
            state[f"{book}.att.{name}.weight"] = w_part.T.contiguous()  # (d_out, d_in) for nn.Linear
            state[f"{book}.att.{name}.bias"] = b_part.clone()
        for book_name, gpt_name in (("att.out_proj", "attn.c_proj"), ("ff.0", "mlp.c_fc"),
                                    ("ff.2", "mlp.c_proj")):
            state[f"{book}.{book_name}.weight"], state[f"{book}.{book_name}.bias"] = linear(
                f"{gpt}.{gpt_name}")
        for book_name, gpt_name in (("norm1", "ln_1"), ("norm2", "ln_2")):
            state[f"{book}.{book_name}.weight"] = own(f"{gpt}.{gpt_name}.weight")
            state[f"{book}.{book_name}.bias"] = own(f"{gpt}.{gpt_name}.bias")
    return state


def load_model(folder: Path) -> GPTModel:
    """The checkpoint in ``folder`` in the book's classes: float32, eval mode, no gradients."""
    from safetensors import safe_open

    cfg = read_config(folder / "config.json")
    with safe_open(str(folder / "model.safetensors"), framework="pt") as f:
        names = set(f.keys())
        # A GPT2LMHeadModel saved by transformers prefixes every name with "transformer.".
        prefix = "transformer." if "transformer.wte.weight" in names else ""
        state = mapped_state(lambda name: f.get_tensor(prefix + name).float(), cfg)
    with torch.device("meta"):  # shapes only: every tensor comes from the checkpoint
        model = GPTModel(cfg)
    # One causal mask for all layers: the book's class makes a (context, context) buffer per
    # layer (4 MiB each at GPT-2's 1024); the layers only read it, so they share one.
    mask = torch.triu(torch.ones(cfg.context_length, cfg.context_length), diagonal=1)
    state.update({f"trf_blocks.{i}.att.mask": mask for i in range(cfg.n_layers)})
    model.load_state_dict(state, strict=True, assign=True)
    return model.eval().requires_grad_(False)


# --- the tokenizer: GPT-2's byte-level BPE -----------------------------------------------------------


def _byte_symbols() -> dict[str, int]:
    """GPT-2's byte-level alphabet: each byte is written as one printable character (space is
    "Ġ"); this is the inverse map, symbol -> byte."""
    printable = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1),
                 *range(ord("®"), ord("ÿ") + 1)]
    symbols, extra = {}, 0
    for byte in range(256):
        if byte in printable:
            symbols[chr(byte)] = byte
        else:
            symbols[chr(256 + extra)] = byte
            extra += 1
    return symbols


BYTE_OF = _byte_symbols()


def show_bytes(data: bytes) -> str:
    """Bytes as text: whole UTF-8 characters as themselves, bytes that are only part of a
    character in hex between ‹ › (the first two of the three bytes of 你 read ‹e4 bd›)."""
    text = data.decode("utf-8", errors="surrogateescape")  # stray bytes -> U+DC80..U+DCFF
    out, stray = [], []
    for ch in text:
        if 0xDC80 <= ord(ch) <= 0xDCFF:
            stray.append(f"{ord(ch) - 0xDC00:02x}")
            continue
        if stray:
            out.append("‹" + " ".join(stray) + "›")
            stray = []
        out.append(ch)
    if stray:
        out.append("‹" + " ".join(stray) + "›")
    return "".join(out)


@dataclass(frozen=True)
class Token:
    id: int
    data: bytes  # the bytes this token stands for
    text: str  # show_bytes(data)

    @property
    def partial(self) -> bool:
        """True when the token holds only part of a character's UTF-8 bytes."""
        try:
            self.data.decode("utf-8")
        except UnicodeDecodeError:
            return True
        return False


class Tokenizer:
    """GPT-2's BPE from tokenizer.json (the ``tokenizers`` library), ids shown as their bytes."""

    def __init__(self, path: Path):
        from tokenizers import Tokenizer as HFTokenizer

        self._tok = HFTokenizer.from_file(str(path))
        self.vocab_size = self._tok.get_vocab_size()
        # Added tokens such as <|endoftext|>: never drawn as random tokens for the induction test.
        self.special = set(self._tok.get_added_tokens_decoder())

    def encode(self, text: str) -> list[int]:
        return self._tok.encode(text, add_special_tokens=False).ids

    def token(self, tid: int) -> Token:
        symbols = self._tok.id_to_token(tid) or ""
        if symbols and all(ch in BYTE_OF for ch in symbols):
            data = bytes(BYTE_OF[ch] for ch in symbols)
        else:  # a special token such as <|endoftext|>
            data = symbols.encode("utf-8")
        return Token(tid, data, show_bytes(data))


# --- loading once per process ----------------------------------------------------------------------


@dataclass(frozen=True)
class Loaded:
    source: str  # the repository id or folder it came from
    model: GPTModel
    tokenizer: Tokenizer
    seconds: float  # how long loading took (download included)

    @property
    def cfg(self) -> Config:
        return self.model.cfg


_lock = threading.Lock()
_loaded: dict[str, Loaded] = {}
_last_error: InputError | None = None
_last_error_at = (None, 0.0)  # (source, time.monotonic()) of the last "cannot be reached"


def source() -> str:
    """Where the model comes from: ATTNLAB_GPT2 (a Hub repository or a folder), else GPT-2 small."""
    return os.environ.get(ENV, "").strip() or DEFAULT_REPO


def loaded() -> Loaded | None:
    """The model if this process has loaded it (never loads)."""
    return _loaded.get(source())


def last_error() -> InputError | None:
    """Why the last load failed, if it did (never loads)."""
    return _last_error


def get(progress: Progress | None = None) -> Loaded:
    """The shared model, loading it on first use; InputError when it cannot be had."""
    global _last_error, _last_error_at
    src = source()
    if src in _loaded:
        return _loaded[src]
    with _lock:  # one load at a time; whoever waited finds it loaded
        recent = _last_error_at[0] == src and time.monotonic() - _last_error_at[1] < RETRY_AFTER_S
        if src not in _loaded and recent and _last_error is not None:
            raise InputError(_last_error.key, **_last_error.args_)
        if src not in _loaded:
            try:
                start = time.perf_counter()
                folder = _folder(src, progress)
                if progress:
                    progress(0.95, "gpt2.progress.reading")
                try:
                    model, tokenizer = load_model(folder), Tokenizer(folder / "tokenizer.json")
                except Exception as e:  # a damaged or foreign checkpoint
                    raise InputError("error.gpt2_bad_checkpoint", source=src,
                                     reason=f"{type(e).__name__}: {e}"[:200]) from None
                _loaded[src] = Loaded(src, model, tokenizer, time.perf_counter() - start)
                _last_error = None
            except InputError as e:
                _last_error = e
                if e.key == "error.gpt2_offline":
                    _last_error_at = (src, time.monotonic())
                raise
    return _loaded[src]


def _folder(src: str, progress: Progress | None) -> Path:
    """A folder holding the three files: ``src`` itself, or the Hub's copy (cached or fetched)."""
    path = Path(src).expanduser()
    if path.is_dir():
        missing = [name for name in FILES if not (path / name).is_file()]
        if missing:
            raise InputError("error.gpt2_missing_files", source=src, files=", ".join(missing))
        return path
    from huggingface_hub import constants, hf_hub_download
    from huggingface_hub.utils import validate_repo_id

    try:
        validate_repo_id(src)
    except Exception:  # not a repository id, so a folder that does not exist
        raise InputError("error.gpt2_no_folder", source=src) from None
    try:  # already downloaded: no network at all
        paths = [hf_hub_download(src, name, local_files_only=True) for name in FILES]
        return Path(paths[0]).parent
    except Exception:
        pass
    status = None if constants.HF_HUB_OFFLINE else hub_status(constants.ENDPOINT, src)
    if status is None:
        raise InputError("error.gpt2_offline", source=src)
    if status >= 400:  # 404: no such repository; 401: gated or private
        raise InputError("error.gpt2_download", source=src, reason=f"HTTP {status}")
    try:
        for i, name in enumerate(FILES):
            if progress:
                progress(i / len(FILES), "gpt2.progress.download")
            path = Path(hf_hub_download(src, name, etag_timeout=PROBE_TIMEOUT_S))
    except Exception as e:
        raise InputError("error.gpt2_download", source=src,
                         reason=f"{type(e).__name__}: {e}"[:200]) from None
    return path.parent


def hub_status(endpoint: str, repo: str, timeout: float = PROBE_TIMEOUT_S) -> int | None:
    """The HTTP status of the repository's config.json on the Hub, or None if no answer came
    within ``timeout`` seconds (one request, no retries).

    huggingface_hub itself retries a failed connection five times with back-off (about 25 s
    without a network); this answers within the timeout."""
    import httpx

    try:
        return httpx.head(f"{endpoint}/{repo}/resolve/main/config.json", timeout=timeout,
                          follow_redirects=False).status_code
    except Exception:
        return None


def forget() -> None:
    """Drop the loaded models and the last error (tests switch ATTNLAB_GPT2 between folders)."""
    global _last_error, _last_error_at
    with _lock:
        _loaded.clear()
        _last_error, _last_error_at = None, (None, 0.0)
