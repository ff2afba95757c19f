# exercise: ex_causal_weights
# mistake: Took the sequence length from scores.size(0), the time axis of a (T, ...) layout, but here the tokens are the last two axes, so with leading batch or head axes the mask has the wrong size (raises, or masks the wrong entries); n = scores.size(-1). [cond: scores have leading axes and the first axis's size differs from n]
import torch


def ex_causal_weights(scores):
    T = scores.size(0)
    # position t may only look at positions <= t
    future = torch.triu(torch.ones(T, T, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1)
