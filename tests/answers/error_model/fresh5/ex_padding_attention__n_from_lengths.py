# exercise: ex_padding_attention
# mistake: You take n = lengths.max() instead of the score's size, so when every sequence is shorter than n (trailing padding) the mask is too short and masked_fill raises. Take n from scores.shape[-1].
# mistake_zh: 你用 n = lengths.max() 而不是分数张量的尺寸，当所有序列都比 n 短（末尾全是填充）时，掩码太短，masked_fill 会报错。应取 n = scores.shape[-1]。
# keywords: lengths.max, scores.shape[-1], n, mask too short, size
import torch


def ex_padding_attention(scores, lengths):
    n = int(lengths.max())
    pad = torch.stack([torch.arange(n, device=scores.device) >= L for L in lengths])
    w = scores.masked_fill(pad[:, None, None, :], float("-inf")).softmax(dim=-1)
    w = torch.where(pad[:, None, :, None] | w.isnan(), 0.0, w)
    return w
