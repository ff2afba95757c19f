# exercise: ex_causal_weights
# mistake: The learner takes n from scores.shape[0], which is the batch size for batched scores, so the mask has the wrong size (error, or a wrong mask); n must come from the last axis. [cond: only for batched scores]
import torch


def ex_causal_weights(scores):
    n = len(scores)
    mask = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    return torch.softmax(scores.masked_fill(mask, float("-inf")), dim=-1)


if __name__ == "__main__":
    s = torch.randn(6, 6)
    w = ex_causal_weights(s)
    assert torch.allclose(w.sum(1), torch.ones(6))
    assert torch.count_nonzero(w) == 21   # 6*7/2
    print(w)
