# exercise: ex_causal_weights
# mistake: Looped over query rows with range(1, n) as in a 1-based formula, so row 0 of the zero-initialised output is never filled and sums to 0; the loop must cover rows 0..n-1.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    out = torch.zeros_like(scores)
    for i in range(1, n):
        # query i sees keys 0..i
        out[..., i, :i + 1] = torch.softmax(scores[..., i, :i + 1], dim=-1)
    return out
