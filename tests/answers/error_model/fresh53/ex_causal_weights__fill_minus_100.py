# exercise: ex_causal_weights
# mistake: The learner fills future scores with -100 instead of -inf, so when the real scores are themselves very negative (below about -100) the future keys get most of the weight; -inf always gives them weight 0. [cond: only for scores far below 0, e.g. around -100 or less]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    return torch.softmax(scores.masked_fill(mask, -100.0), dim=-1)
