"""The Heads lesson's predictions: the question asked before a step shows its answer,
built from the step's own inputs (attnlab.lessons.questions asks it and judges the answer)."""

from __future__ import annotations

import torch

from attnlab import examples
from attnlab.lessons import heads
from attnlab.lessons.questions import Question, shape_choices, yes_no


def _heads_weights_shape(inp: heads.HeadsInput) -> Question:
    b, n, h, hd = inp.b, inp.n, inp.heads, inp.head_dim
    return shape_choices("predict.heads.weights", {"b": b, "n": n, "h": h, "hd": hd},
                         tuple(heads.head_weights(inp).shape),
                         [(b, n, h, hd), (b, h, n, hd), (b, n, n)], "predict.heads.weights_why")


def _heads_transpose(inp: heads.HeadsInput) -> Question:
    a = torch.tensor([examples.BATCHED_A])  # (1, 2, 3, 4), the book's example
    product = a @ a.transpose(2, 3)
    return shape_choices("predict.heads.transpose", {"shape": str(tuple(a.shape))},
                         tuple(product.shape), [(1, 2, 4, 4), (1, 2, 3, 4), (1, 3, 3)],
                         "predict.heads.transpose_why")


def _heads_view(inp: heads.HeadsInput) -> Question:
    works = not heads.contiguity_facts(inp)["error"]
    return yes_no("predict.heads.view", {"shape": str((inp.b, inp.n, inp.heads, inp.head_dim)),
                                         "target": str((inp.b, inp.n, inp.d_out))},
                  works, "predict.heads.view_why")


def _heads_wrapper(inp: heads.HeadsInput) -> Question:
    from attnlab.modules import MultiHeadAttentionWrapper, seeded

    wrapper = seeded(MultiHeadAttentionWrapper, inp.seed, inp.d_in, inp.d_out, inp.n, 0.0, inp.heads)
    with torch.no_grad():
        width = int(wrapper(heads.batch_for(inp)).shape[-1])
    options = sorted({inp.d_out, inp.d_out * inp.heads, max(1, inp.d_out // inp.heads), inp.heads})
    return Question("predict.heads.wrapper", {"d_out": inp.d_out, "h": inp.heads, "width": width},
                    tuple((str(o), str(o)) for o in options), str(width),
                    "predict.heads.wrapper_why_one" if inp.heads == 1 else "predict.heads.wrapper_why")


# step id -> question builder. The builder receives what the step itself receives.
QUESTIONS = {"per_head": _heads_weights_shape, "batched_matmul": _heads_transpose,
             "contiguous": _heads_view, "wrapper_vs_mha": _heads_wrapper}
