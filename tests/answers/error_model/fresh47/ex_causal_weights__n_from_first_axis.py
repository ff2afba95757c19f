# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0], which is the batch axis for batched scores; n is scores.shape[-1]. [cond: scores with leading axes whose first size differs from n]
import torch


def ex_causal_weights(scores):
    n = scores.shape[0]
    return scores.masked_fill(torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1), float("-inf")).softmax(-1)
