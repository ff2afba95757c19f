# exercise: ex_causal_weights
# mistake: Runs the already scaled scores through the learner's attention helper whose scale=None default divides again by sqrt(n); the scores must go into the softmax unchanged.
import math
import torch


def attention_weights(scores, mask=None, scale=None, causal=False):
    if scale is None:
        scale = 1 / math.sqrt(scores.shape[-1])
    s = scores * scale
    if causal:
        n = s.shape[-1]
        mask = torch.triu(torch.ones(n, n, device=s.device), diagonal=1).bool()
    if mask is not None:
        s = s.masked_fill(mask, float("-inf"))
    return torch.softmax(s, dim=-1)


def ex_causal_weights(scores):
    return attention_weights(scores, causal=True)
