"""Which exercises practise each lesson (lesson -> exercise ids), shown at the end of its tab."""

from __future__ import annotations

EXERCISES = {
    "why": ("ex_context",),
    "scores": ("ex_omega", "ex_softmax_weight", "ex_context", "ex3_1"),
    "softmax": ("ex_stable_softmax", "ex_softmax_weight"),
    "masking": ("ex_causal_weights", "ex_padding_attention", "ex_fix_mask_heads"),
    "dropout": ("ex_dropout_survivor",),
    "heads": ("ex_shape_view", "ex_split_merge", "ex_mha_forward", "ex3_2", "ex3_3",
              "ex_fix_second_head"),
    "gpt2": ("ex_mha_forward", "ex3_3"),
    "gradients": ("ex_softmax_backward",),
}


def links(lesson: str, titles: dict[str, str]) -> list[tuple[str, str]]:
    """(id, title) of the lesson's exercises that exist (``titles``: id -> title)."""
    return [(ex, titles[ex]) for ex in EXERCISES.get(lesson, ()) if ex in titles]
