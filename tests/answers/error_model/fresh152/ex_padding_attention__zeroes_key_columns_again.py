# exercise: ex_padding_attention
# mistake: To zero the padded queries' rows it reused the key index [:, None, None, :], which only zeroes padded key columns (already 0), so padded queries keep nonzero rows; it needs [:, None, :, None].
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad_mask = torch.arange(n, device=scores.device)[None, :] >= lengths[:, None]
    key_mask = pad_mask[:, None, None, :]
    attn_weights = torch.softmax(scores.masked_fill(key_mask, -torch.inf), dim=-1)
    attn_weights = torch.where(torch.isnan(attn_weights), torch.zeros_like(attn_weights), attn_weights)
    # padded queries -> 0
    attn_weights = attn_weights.masked_fill(key_mask, 0.0)
    return attn_weights
