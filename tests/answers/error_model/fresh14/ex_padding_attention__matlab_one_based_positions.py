# exercise: ex_padding_attention
# mistake: Positions numbered 1..n (MATLAB) but compared with `pos >= length`, so each sequence's last real key (index length−1) is also masked: a length-2 sequence attends only to key 0, a full-length sequence loses its last key, a length-1 sequence becomes all zeros. Right: positions 0..n−1 (`arange(n) >= length` is padding).
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(1, n + 1, device=scores.device)        # positions 1..n
    is_pad = pos[None, :] >= lengths.to(scores.device)[:, None]   # (b, n)
    s = scores.masked_fill(is_pad[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return w.masked_fill(is_pad[:, None, :, None], 0.0)
