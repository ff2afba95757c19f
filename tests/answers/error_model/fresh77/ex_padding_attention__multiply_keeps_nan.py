# exercise: ex_padding_attention
# mistake: Padded query rows are zeroed by multiplying with a 0/1 float mask, but NaN · 0 is still NaN, so a sequence of length 0 returns NaN rows; the rows must be replaced (masked_fill / where / nan_to_num), not multiplied. [cond: a sequence of length 0]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    keep = torch.zeros(b, n, dtype=scores.dtype, device=scores.device)
    for i in range(b):
        for t in range(n):
            if t < lengths[i]:
                keep[i, t] = 1.0
    masked = scores.masked_fill(keep[:, None, None, :] == 0, float("-inf"))
    w = torch.softmax(masked, dim=-1)
    return w * keep[:, None, :, None]
