# exercise: ex_padding_attention
# mistake: Created the positions with torch.arange(n) without device=, so comparing them with lengths on a GPU fails; it must be torch.arange(n, device=scores.device). [cond: inputs on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n)
    real = pos[None, :] < lengths[:, None]           # (b, n)
    key_ok = real[:, None, None, :]
    w = torch.softmax(scores.masked_fill(~key_ok, float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w * real[:, None, :, None].to(w.dtype)
