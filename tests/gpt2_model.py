"""A small random GPT-2 saved in the Hub's layout, for tests and the benchmark (no download).

``transformers`` builds it from a config and writes ``model.safetensors`` and ``config.json``;
the ``tokenizers`` library trains a byte-level BPE offline and writes ``tokenizer.json``. Every
parameter, biases and layer norms included, is drawn from a seeded generator with a spread large
enough that the heads attend sharply: a wrong mapping then moves the weights far beyond 1e-5.
"""

from __future__ import annotations

from pathlib import Path

CORPUS = [
    "Your journey starts with one step.",
    "The cat sat on the mat, and the dog sat on the log.",
    "Attention is all you need; attention weights sum to one.",
    "你好，世界！注意力机制让每个词元关注其他词元。",
    "一步一步地学习多头注意力。",
]
SPECIAL = "<|endoftext|>"


def build(folder: Path, n_layer: int = 3, n_head: int = 4, n_embd: int = 32,
          n_positions: int = 96, vocab_size: int = 300, seed: int = 0,
          lm_head: bool = False, model_vocab: int | None = None) -> Path:
    """Write a random GPT-2 (model.safetensors, config.json, tokenizer.json) into ``folder``.

    ``model_vocab`` gives the model more embedding rows than the small tokenizer uses (50257 makes
    a model of GPT-2 small's exact shape, for the benchmark)."""
    import torch
    from tokenizers import ByteLevelBPETokenizer
    from transformers import GPT2Config, GPT2LMHeadModel, GPT2Model

    folder.mkdir(parents=True, exist_ok=True)
    tok = ByteLevelBPETokenizer()
    tok.train_from_iterator(CORPUS * 10, vocab_size=vocab_size, min_frequency=1,
                            special_tokens=[SPECIAL])
    tok.save(str(folder / "tokenizer.json"))
    eos = tok.token_to_id(SPECIAL)
    cfg = GPT2Config(vocab_size=model_vocab or tok.get_vocab_size(), n_positions=n_positions, n_embd=n_embd,
                     n_layer=n_layer, n_head=n_head, bos_token_id=eos, eos_token_id=eos)
    model = (GPT2LMHeadModel if lm_head else GPT2Model)(cfg)
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            spread = 0.1 if "ln_" in name else 0.25
            base = 1.0 if "ln_" in name and name.endswith("weight") else 0.0
            p.copy_(base + spread * torch.randn(p.shape, generator=g))
    model.save_pretrained(str(folder), safe_serialization=True)
    return folder


def session_folder(tmp_path_factory, name: str = "gpt2-random", **kwargs) -> Path:
    """The model for this test session, built once (test modules share pytest's base temp)."""
    folder = tmp_path_factory.getbasetemp() / name
    if not (folder / "model.safetensors").exists():
        build(folder, **kwargs)
    return folder
