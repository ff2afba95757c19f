# exercise: ex_causal_weights
# mistake: The row loop takes the softmax over keys [:i] instead of [:i + 1], so no query attends to itself and row 0 is all zeros; query i may attend to keys 0..i.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    out = torch.zeros_like(scores)
    i = 0
    while i < n:
        if i > 0:
            out[..., i, :i] = torch.softmax(scores[..., i, :i], dim=-1)
        i += 1
    return out
