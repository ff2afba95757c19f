# exercise: ex_padding_attention
# mistake: Zeroes the "padded query rows" with the key-axis mask [:, None, None, :] again, which only re-zeroes padded columns, so rows of padded queries keep their weights; the query mask is [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    if scores.dim() != 4:
        raise ValueError(f"expected (b, h, n, n), got {tuple(scores.shape)}")
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    is_pad = idx.unsqueeze(0) >= lengths.to(scores.device).unsqueeze(1)
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    weights = torch.where(torch.isnan(weights), torch.zeros_like(weights), weights)
    weights = weights.masked_fill(is_pad[:, None, None, :], 0.0)  # padded queries -> 0
    return weights
