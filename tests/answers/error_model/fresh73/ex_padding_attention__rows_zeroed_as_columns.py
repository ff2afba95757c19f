# exercise: ex_padding_attention
# mistake: After the softmax it zeroed the padded positions with the key-shaped mask [:, None, None, :] again instead of the query-shaped [:, None, :, None], so padded queries keep their weights on real keys; rows of padded queries must be all 0.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    is_pad = pos.unsqueeze(0) >= lengths.to(scores.device).unsqueeze(1)   # (b, n)
    key_mask = is_pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    # padded stuff -> 0
    w = w.masked_fill(is_pad[:, None, None, :], 0.0)
    return w
