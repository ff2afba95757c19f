# exercise: ex_padding_attention
# mistake: Zeroes the padded queries with the mask indexed [:, None, None, :] (the key axis) instead of [:, None, :, None], so it zeroes columns that are already 0 and leaves padded query rows non-zero. [cond: some length < n]
import torch


def ex_padding_attention(scores: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
    """Padding-aware softmax over the keys (no causal mask)."""
    n = scores.size(-1)
    pad = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]  # (b, n)
    pad4 = pad[:, None, None, :]  # broadcast over heads and queries
    attn = torch.softmax(scores.masked_fill(pad4, float("-inf")), dim=-1)
    attn = attn.nan_to_num(0.0)
    # padded queries -> zero rows
    attn = attn.masked_fill(pad4, 0.0)
    return attn
