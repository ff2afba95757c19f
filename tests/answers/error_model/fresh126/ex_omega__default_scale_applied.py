# exercise: ex_omega
# mistake: Computed the score through the learner's attend() helper, whose scale=None default divides by sqrt(3), giving 0.5510; the score omega_21 is the raw dot product x2 . x1 = 0.9544 (pass scale=1.0).
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

_, w = attend(inputs, inputs, return_weights=True)
# I want the score, so take the logits back out of the helper
scores = inputs @ inputs.T / math.sqrt(inputs.shape[-1])
print(scores)
ex_omega = round(scores[1, 0].item(), 4)
