# exercise: ex_padding_attention
# mistake: Your padding mask uses position > length, so the first padded position (position == length) is still treated as a real token. Positions count from 0: position i is padding when i >= length.
# mistake_zh: 你的填充掩码用的是 position > length，于是第一个填充位置（position == length）仍被当作真实 token。位置从 0 开始计数：当 i >= length 时位置 i 是填充。
# keywords: off by one, >=, length, padding, positions
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
