# exercise: ex_causal_weights
# mistake: The learner used the book's "softmax, zero the future, renormalise" route, but the renormalising helper divides by the sum over dim=-2 (the queries) instead of the keys, so rows do not sum to 1.
import torch


def causal_keep(n: int, like: torch.Tensor) -> torch.Tensor:
    """Lower-triangular matrix of ones (1 where the key is allowed)."""
    return torch.tril(torch.ones(n, n, dtype=like.dtype, device=like.device))


def renormalize(w: torch.Tensor) -> torch.Tensor:
    """Rescale so that the weights sum to 1 again."""
    return w / w.sum(dim=-2, keepdim=True)


def ex_causal_weights(scores):
    n = scores.shape[-1]
    w = torch.softmax(scores, dim=-1)
    w = w * causal_keep(n, scores)
    return renormalize(w)
