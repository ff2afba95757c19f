# exercise: ex_padding_attention
# mistake: Zeroes the padded rows with the key mask [:, None, None, :] again (which only zeroes padded key columns, already 0) instead of the query mask [:, None, :, None], so padded queries keep non-zero weights.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    is_pad = torch.arange(n, device=scores.device).expand(b, n) >= lengths.unsqueeze(-1)
    key_mask = is_pad[:, None, None, :]
    weights = torch.softmax(scores.masked_fill(key_mask, -torch.inf), dim=-1)
    weights = weights.nan_to_num(0.0)
    # padded tokens -> 0
    weights = weights.masked_fill(key_mask, 0.0)
    return weights
