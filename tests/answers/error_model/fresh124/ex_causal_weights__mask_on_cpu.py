# exercise: ex_causal_weights
# mistake: The learner builds the triu mask with torch.ones(n, n) on the default (CPU) device, so masked_fill fails for scores on a GPU; the mask must be created with device=scores.device. [cond: only on a GPU]
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = torch.triu(torch.ones(n, n), diagonal=1).bool()
    filled = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(filled, dim=-1)


if __name__ == "__main__":
    x = torch.randn(2, 3, 5, 5, dtype=torch.float64)
    w = ex_causal_weights(x)
    assert torch.allclose(w.sum(-1), torch.ones(2, 3, 5, dtype=torch.float64))
    assert w[..., 0, 1:].abs().sum() == 0
    print("ok")
