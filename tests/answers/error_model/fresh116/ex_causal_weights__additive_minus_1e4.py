# exercise: ex_causal_weights
# mistake: Added -10000 to the future scores (the old BERT/TF additive mask) instead of filling them with -inf, so a future key whose score is large still gets weight. [cond: scores of magnitude around 1e4]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, device=scores.device, dtype=scores.dtype), diagonal=1)
    scores = scores + future * -10000.0
    return torch.nn.functional.softmax(scores, dim=-1)
