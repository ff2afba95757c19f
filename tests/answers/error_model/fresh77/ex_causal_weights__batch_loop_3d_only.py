# exercise: ex_causal_weights
# mistake: The learner loops as if scores were (b, n, n) and writes -inf into out[k, i, j]; with a head axis (b, h, n, n) this indexes heads and queries instead of queries and keys, so the wrong entries are masked. [cond: scores that are not (b, n, n): wrong entries for (b, h, n, n), an IndexError for a 2-D (n, n)]
import torch


def ex_causal_weights(scores):
    out = scores.clone()
    n = scores.shape[-1]
    for k in range(scores.shape[0]):
        for i in range(n):
            for j in range(i + 1, n):
                out[k, i, j] = float("-inf")
    return torch.softmax(out, dim=-1)
