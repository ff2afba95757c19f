# exercise: ex_causal_weights
# mistake: Uses masked_fill_ (in place), which writes -inf into the caller's scores tensor; the weights are right but the input is changed, masked_fill (out of place) is needed.
import torch


def ex_causal_weights(scores):
    *_, n_q, n_k = scores.shape
    future = torch.ones(n_q, n_k, dtype=torch.bool, device=scores.device).triu(diagonal=1)
    scores.masked_fill_(future, float("-inf"))
    return torch.softmax(scores, dim=-1)
