# exercise: ex_padding_attention
# mistake: Creates the position arange without device=scores.device, so the mask is on the CPU while the scores are on the GPU. [cond: inputs on a GPU]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    # 1. 位置编号
    pos = torch.arange(n)
    # 2. 填充掩码 (b, n)
    padded = pos[None, :] >= lengths[:, None]
    # 3. 键的掩码
    s = scores.masked_fill(padded[:, None, None, :], float('-inf'))
    w = torch.softmax(s, dim=-1)
    w = torch.nan_to_num(w)
    # 4. 填充查询行清零
    return w.masked_fill(padded[:, None, :, None], 0.0)
