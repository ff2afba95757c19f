# exercise: ex_causal_weights
# mistake: The "causal" entry of the mask registry uses tril(diagonal=-1), which marks the past instead of the future, so each query attends to itself and later keys; the future is triu(diagonal=1).
import torch

MASKS = {}

def register(name):
    def deco(fn):
        MASKS[name] = fn
        return fn
    return deco

@register("none")
def _none(n, device):
    return torch.zeros(n, n, dtype=torch.bool, device=device)

@register("causal")
def _causal(n, device):
    return torch.tril(torch.ones(n, n, dtype=torch.bool, device=device), diagonal=-1)

def ex_causal_weights(scores, kind="causal"):
    n = scores.shape[-1]
    mask = MASKS[kind](n, scores.device)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
