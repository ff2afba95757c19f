# exercise: ex_causal_weights
# mistake: Treats the score matrix as keys x queries (transposes it with .mT) before masking and normalising, so it returns the weights of the transposed scores; scores are (queries, keys) already.
import torch


def ex_causal_weights(scores):
    # S^T : keys along rows, then mask and normalise over keys
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return scores.mT.masked_fill(future, -torch.inf).softmax(-1)
