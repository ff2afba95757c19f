# exercise: ex_causal_weights
# mistake: Reads n from scores.shape[0] instead of scores.shape[-1], which is only right for a plain (n, n) matrix; with leading batch or head axes the mask has the wrong size. [cond: scores with leading batch/head axes whose size differs from n]
import torch


def ex_causal_weights(scores: torch.Tensor) -> torch.Tensor:
    """Causal (autoregressive) attention weights.

    Args:
        scores: already scaled attention scores, shape (..., n, n).

    Returns:
        Weights of the same shape; row i only attends to keys 0..i and
        every row sums to one.
    """
    n = scores.shape[0]
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    masked = scores.masked_fill(future, float("-inf"))
    return torch.softmax(masked, dim=-1)
