# exercise: ex_causal_weights
# mistake: The learner masked with torch.tril(..., diagonal=-1), hiding the past keys instead of the future, so queries attend to themselves and to later keys; the future is triu(diagonal=1).
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    hide = torch.tril(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=-1)
    logits = scores.masked_fill(hide, float('-inf'))
    return logits.softmax(dim=-1)
