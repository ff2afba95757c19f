# exercise: ex_padding_attention
# mistake: The learner marks padding with position > length instead of position >= length, so the first padded position is treated as real (and a length-0 sequence keeps key 0); padding starts at index length. [cond: some length < n]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    pad = idx.unsqueeze(0) > lengths.unsqueeze(1)
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(-1)
    w = w.nan_to_num(0.0)
    w = w.masked_fill(pad[:, None, :, None], 0.0)
    return w
