# exercise: ex_padding_attention
# mistake: Sizes the padding mask with lengths.max() instead of the score matrix's n, so whenever no sequence fills all n positions the (b, max_len) mask does not match the scores. [cond: when max(lengths) < n]
import torch


def ex_padding_attention(scores: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    """Return padding-masked attention weights without NaN.

    Args:
        scores: (b, h, n, n) scores.
        lengths: (b,) number of real tokens per sequence.
    """
    if lengths.dim() != 1 or lengths.shape[0] != scores.shape[0]:
        raise ValueError("lengths must have shape (b,)")
    max_len = int(lengths.max().item())
    pad = torch.arange(max_len, device=scores.device)[None, :] >= lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
