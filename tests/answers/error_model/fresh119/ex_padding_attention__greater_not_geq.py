# exercise: ex_padding_attention
# mistake: Marks padding with position > length, so the first padded position (== length) still counts as a real key and query; padding is position >= length. [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    weizhi = torch.arange(n, device=scores.device)
    tianchong = weizhi[None, :] > lengths[:, None]       # (b, n)
    w = torch.softmax(scores.masked_fill(tianchong[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w.masked_fill(tianchong[:, None, :, None], 0.0)
    return w
