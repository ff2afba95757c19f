# exercise: ex_padding_attention
# mistake: Zeroed padded query rows by multiplying with a 0/1 mask, but a length-0 sequence's rows are NaN after the softmax and NaN·0 is still NaN; NaN must be replaced (torch.where / nan_to_num) rather than multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pos = torch.arange(n, device=scores.device)
    real = (pos[None, :] < lengths[:, None]).to(scores.dtype)   # (b, n) 1 = real token
    s = scores.masked_fill(real[:, None, None, :] == 0, float('-inf'))
    w = torch.softmax(s, dim=-1)
    return w * real[:, None, :, None]
