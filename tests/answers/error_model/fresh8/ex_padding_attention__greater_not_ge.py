# exercise: ex_padding_attention
# mistake: Off by one: the learner marked padding with position > length instead of position ≥ length, so the first padded position (index = length) is treated as a real token. Positions length, length+1, … are padding: use >=.
# mistake_zh: 差了一位：学习者用“位置 > 长度”来标记填充，而不是“位置 ≥ 长度”，于是第一个填充位置（下标等于长度）被当成了真实词元。下标为 length、length+1……的位置都是填充：应使用 >=。
# keywords: off-by-one, >=, length, padding position
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    padded = torch.arange(n, device=scores.device)[None, :] > lengths[:, None]
    w = torch.softmax(scores.masked_fill(padded[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    return w.masked_fill(padded[:, None, :, None], 0.0)
