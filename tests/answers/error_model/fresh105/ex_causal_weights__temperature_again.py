# exercise: ex_causal_weights
# mistake: The learner divided the scores by √n again (a temperature) although the statement says the scores are already scaled; no scaling should be applied.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    future = torch.ones(n, n, device=scores.device).triu(1).bool()
    logits = scores.masked_fill(future, -torch.inf) / n ** 0.5
    return torch.softmax(logits, dim=-1)
