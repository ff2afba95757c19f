# exercise: ex_padding_attention
# mistake: The learner zeroes the padded queries with the key-shaped mask padded[:, None, None, :] (columns, already 0) instead of padded[:, None, :, None] (rows), so rows of padded queries keep their weights.
import torch
import torch.nn.functional as F


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    padded = pos.unsqueeze(0) >= lengths.unsqueeze(1)  # (b, n)
    key_mask = padded[:, None, None, :]
    w = F.softmax(scores.masked_fill(key_mask, float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    # padded queries -> 0
    w = w.masked_fill(key_mask, 0.0)
    return w
