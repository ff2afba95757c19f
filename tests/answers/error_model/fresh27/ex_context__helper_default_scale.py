# exercise: ex_context
# mistake: Used the learner's general attention helper, whose scale defaults to 1/√d_k, so the raw dot products were divided by √3 and z⁽²⁾ came out [0.4362, 0.6228, 0.5523]; this question uses unscaled scores, z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import math
import torch


def attention(q, k, v, mask=None, causal=False, scale=None, dropout=0.0):
    # scaled dot-product attention, used for all my exercises
    if scale is None:
        scale = 1.0 / math.sqrt(q.shape[-1])
    scores = (q @ k.transpose(-2, -1)) * scale
    if causal:
        n = scores.shape[-1]
        scores = scores.masked_fill(
            torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1), float("-inf"))
    if mask is not None:
        scores = scores.masked_fill(mask, float("-inf"))
    w = torch.softmax(scores, dim=-1)
    w = torch.nn.functional.dropout(w, dropout, training=dropout > 0)
    return w @ v, w


inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

# no projections: queries, keys and values are the embeddings themselves
context, _ = attention(inputs, inputs, inputs)
ex_context = [round(x, 4) for x in context[1].tolist()]
