# exercise: ex_padding_attention
# mistake: The padding test is position > length instead of position >= length, so the first padded position (index length) is still treated as real; padding starts at index length. [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
