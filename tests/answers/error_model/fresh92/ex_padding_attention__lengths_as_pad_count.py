# exercise: ex_padding_attention
# mistake: Read lengths as the number of padded positions at the end (position >= n - length) instead of the number of real tokens (position >= length). [cond: length != n/2]
import torch
import torch.nn.functional as F

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    positions = torch.arange(n, device=scores.device)
    is_pad = positions.unsqueeze(0) >= (n - lengths).unsqueeze(1)
    w = F.softmax(scores.masked_fill(is_pad[:, None, None, :], float('-inf')), dim=-1)
    w = w.nan_to_num(nan=0.0)
    return w * (~is_pad)[:, None, :, None]
