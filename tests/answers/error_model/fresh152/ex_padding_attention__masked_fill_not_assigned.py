# exercise: ex_padding_attention
# mistake: Called the out-of-place weights.masked_fill(...) for the padded query rows without assigning its result, so those rows are never zeroed; it must assign (or use masked_fill_).
import torch


def ex_padding_attention(scores, lengths):
    b, num_heads, num_tokens, _ = scores.shape
    pos = torch.arange(num_tokens, device=scores.device)
    padding = pos.unsqueeze(0) >= lengths.unsqueeze(-1)

    attn_scores = scores.masked_fill(padding[:, None, None, :], -torch.inf)
    attn_weights = torch.softmax(attn_scores, dim=-1)
    attn_weights = torch.nan_to_num(attn_weights, nan=0.0)

    attn_weights.masked_fill(padding[:, None, :, None], 0.0)
    return attn_weights
