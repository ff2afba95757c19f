# exercise: ex_softmax_weight
# mistake: Called the helper with causal=True (copied from the later causal cell), so 'journey' only sees 'Your' and itself; the softmax must run over all six scores, giving 0.2379.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

def attend(q, k, v=None, mask=None, scale=None, causal=False, dropout_p=0.0, return_weights=False):
    """my one attention helper for the whole chapter"""
    if v is None:
        v = k
    scores = q @ k.transpose(-2, -1)
    if scale is None:
        scale = 1.0 / math.sqrt(k.shape[-1])
    scores = scores * scale
    if causal:
        n = scores.shape[-1]
        fut = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
        scores = scores.masked_fill(fut, float("-inf"))
    if mask is not None:
        scores = scores.masked_fill(mask, float("-inf"))
    w = torch.softmax(scores, dim=-1)
    if dropout_p > 0:
        w = torch.nn.functional.dropout(w, dropout_p)
    out = w @ v
    if return_weights:
        return out, w
    return out

cfg = dict(scale=1.0, causal=True, return_weights=True)
_, weights = attend(inputs, inputs, **cfg)
ex_softmax_weight = round(float(weights[1][1]), 4)
