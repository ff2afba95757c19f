# exercise: ex_causal_weights
# mistake: The learner multiplies the scores by a lower-triangular matrix of ones, which sets future scores to 0 rather than -inf, so after the softmax queries still attend to later keys; the future must be filled with -inf.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    keep = torch.tril(torch.ones(n, n, dtype=scores.dtype, device=scores.device))
    masked = scores * keep
    return torch.softmax(masked, dim=-1)


if __name__ == "__main__":
    s = torch.randn(6, 6)
    w = ex_causal_weights(s)
    assert torch.allclose(w.sum(dim=-1), torch.ones(6))
    assert w.shape == s.shape
    print(w)
