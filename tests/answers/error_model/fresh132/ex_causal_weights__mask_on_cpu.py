# exercise: ex_causal_weights
# mistake: The learner builds the mask without device=scores.device, so masked_fill fails for scores on a GPU. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    i = torch.arange(n)
    future = i[None, :] > i[:, None]
    out = scores.masked_fill(future, float("-inf"))
    return torch.softmax(out, dim=-1)
