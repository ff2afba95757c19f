# exercise: ex_padding_attention
# mistake: The learner creates the positions with torch.arange(n) on the CPU and compares them with lengths, which fails when scores and lengths live on a GPU; create it with device=scores.device. [cond: inputs on a GPU]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n)[None, :] >= lengths[:, None]
    attn = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    attn = attn.nan_to_num(0.0)
    attn = attn * (~pad)[:, None, :, None]
    return attn
