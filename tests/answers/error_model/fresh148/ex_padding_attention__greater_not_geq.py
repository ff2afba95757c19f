# exercise: ex_padding_attention
# mistake: Builds the padding mask with position > length instead of >=, so the first padded position (index == length) is treated as real.
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float('-inf')).softmax(dim=-1)
    w.nan_to_num_(nan=0.0)
    w.masked_fill_(pad[:, None, :, None], 0.0)
    return w
