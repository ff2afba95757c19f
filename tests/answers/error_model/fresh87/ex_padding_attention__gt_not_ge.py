# exercise: ex_padding_attention
# mistake: The padding mask uses position > length, so the first padded position (position == length) is treated as real: real queries attend to it and its query row is not zeroed. Padding is position >= length. [cond: some sequence has padding]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    pos = torch.arange(n, device=scores.device)
    is_pad = pos[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(is_pad[:, None, None, :], float("-inf")), dim=-1)
    w = torch.where(torch.isnan(w), torch.zeros_like(w), w)
    return w.masked_fill(is_pad[:, None, :, None], 0.0)
