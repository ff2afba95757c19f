# exercise: ex_causal_weights
# mistake: Taking axis=2 from the Keras Attention layer's (batch, Tq, Tv) scores, the learner hard-codes softmax dim=2, which is the key axis only for 3-D input; for (n, n) it fails and for (b, h, n, n) it normalises over the queries. The softmax must be over the last axis. [cond: scores not 3-D]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    scores = scores.masked_fill(mask, -float("inf"))
    return torch.nn.functional.softmax(scores, dim=2)
