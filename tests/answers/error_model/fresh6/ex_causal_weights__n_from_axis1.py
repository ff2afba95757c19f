# exercise: ex_causal_weights
# mistake: Took n = scores.shape[1], which is n only for 3-D scores; for (b, h, n, n) it is the number of heads, so the mask has the wrong size and the call fails. Read n from the last axis, scores.shape[-1].
# mistake_zh: 取了 n = scores.shape[1]，只有三维分数时它才是 n；对 (b, h, n, n) 它是头数，于是掩码尺寸错了、调用失败。应从最后一轴读取 n：scores.shape[-1]。
# keywords: shape[-1], shape[1], heads, 4-D, mask size
import torch


def ex_causal_weights(scores):
    b, n = scores.shape[0], scores.shape[1]
    mask = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    scores = scores.masked_fill(mask, -torch.inf)
    return torch.softmax(scores, dim=-1)
