# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length, so the first padded position (position == length) is still attended and kept as a query; padding is position >= length. [cond: length < n]
import torch


def ex_padding_attention(scores, lengths):
    pos = torch.arange(scores.size(-1), device=scores.device)
    pad = pos[None, :] > lengths[:, None]
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1).nan_to_num(0.0)
    return w.masked_fill(pad[:, None, :, None], 0.0)
