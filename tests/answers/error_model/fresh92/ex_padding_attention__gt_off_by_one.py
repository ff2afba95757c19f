# exercise: ex_padding_attention
# mistake: Marked padding with position > length instead of >=, so the first padded position still counts as real.
import torch
import torch.nn.functional as F

def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]            # (b, n)
    w = F.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
