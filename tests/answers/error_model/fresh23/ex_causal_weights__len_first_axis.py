# exercise: ex_causal_weights
# mistake: Took n = len(scores), the size of the first axis, instead of scores.size(-1); with leading batch or head axes the mask has the wrong size, so it raises or masks the wrong keys. [cond: scores has leading axes and the first one's size differs from n]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    mask = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return torch.where(mask, float("-inf"), scores).softmax(-1)
