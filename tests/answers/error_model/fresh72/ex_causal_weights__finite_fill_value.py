# exercise: ex_causal_weights
# mistake: Fills the future with a finite mask_value default of -1e4 instead of -inf, so future keys still get weight when scores are of similar magnitude (e.g. scores around -1e4 or above 1e4). [cond: scores with magnitudes around 1e4]
import torch


def ex_causal_weights(scores: torch.Tensor, mask_value: float = -1e4) -> torch.Tensor:
    """Causal softmax over the last axis.

    ``mask_value`` is used instead of ``-inf`` to avoid NaNs from
    ``inf - inf`` in mixed precision.
    """
    n = scores.shape[-1]
    future = torch.ones(n, n, dtype=torch.bool, device=scores.device).triu(1)
    return scores.masked_fill(future, mask_value).softmax(dim=-1)
