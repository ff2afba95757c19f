# exercise: ex_causal_weights
# mistake: Writes the softmax by hand but takes the denominator from the unmasked scores, so each row is divided by the sum over all keys and does not sum to 1; the denominator must sum the masked exponentials.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(future, float("-inf"))
    m = scores.amax(dim=-1, keepdim=True)
    return (masked - m).exp() / (scores - m).exp().sum(dim=-1, keepdim=True)
