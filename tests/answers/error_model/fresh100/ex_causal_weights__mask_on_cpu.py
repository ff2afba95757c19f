# exercise: ex_causal_weights
# mistake: Creates the mask on the default device (CPU), so masked_fill fails for scores on a GPU; the mask needs device=scores.device. [cond: only on a GPU]
import torch

future = lambda n: torch.triu(torch.ones(n, n), diagonal=1).bool()


def ex_causal_weights(scores):
    mask = future(scores.size(-1))
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)
