# exercise: ex_causal_weights
# mistake: The learner divides the scores by sqrt(n) before the softmax although the statement says they are already scaled; the masked scores must go into the softmax unchanged.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    s = scores.masked_fill(future, float("-inf")) / n ** 0.5
    return torch.softmax(s, dim=-1)
