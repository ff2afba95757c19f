# exercise: ex_padding_attention
# mistake: The learner zeroes padded keys after the softmax and renormalises by the row sum, which is 0/0 = NaN for a sequence of length 0; such rows must come out as 0 (e.g. mask with -inf and then replace NaN by 0). [cond: some length is 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    w = torch.softmax(scores, dim=-1) * valid[:, None, None, :]
    w = w / w.sum(dim=-1, keepdim=True)
    return w * valid[:, None, :, None]
