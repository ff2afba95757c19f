# exercise: ex_padding_attention
# mistake: After the softmax it zeroes the padded key columns again ([:, None, None, :]) instead of the padded query rows ([:, None, :, None]), so padded queries keep their weights on real keys. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    is_pad = torch.arange(n, device=scores.device).unsqueeze(0) >= lengths.unsqueeze(1)
    key_mask = is_pad[:, None, None, :]           # broadcast over heads and queries
    w = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    # padded tokens get zero weight
    w = w.masked_fill(key_mask, 0.0)
    return w
