# exercise: ex_padding_attention
# mistake: Padding is marked with position > length instead of position >= length, so the first padded key (index = length) is still attended to, and its query row is not zeroed.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)          # 0 .. n-1
    pad = pos[None, :] > lengths[:, None]                # (b, n)
    print("pad mask:\n", pad)
    # keys: (b, 1, 1, n)
    s = scores.masked_fill(pad[:, None, None, :], float("-inf"))
    w = torch.softmax(s, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)                     # length-0 rows
    # queries that are padding -> whole row 0
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
