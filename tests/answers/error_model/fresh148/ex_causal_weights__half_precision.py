# exercise: ex_causal_weights
# mistake: Casts the scores to float16 to save memory and returns float16 weights, losing precision and the input dtype; the softmax should run in the scores' own dtype.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    s = scores.half()
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    s.masked_fill_(future, float('-inf'))
    return torch.softmax(s, dim=-1)
