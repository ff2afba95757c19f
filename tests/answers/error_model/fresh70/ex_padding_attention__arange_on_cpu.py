# exercise: ex_padding_attention
# mistake: Builds the positions with torch.arange(n) on the CPU, so comparing with lengths and masking fail for tensors on a GPU; create it with device=scores.device. [cond: only on a GPU]
import torch

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    weizhi = torch.arange(n)
    padded = weizhi.unsqueeze(0) >= lengths.unsqueeze(-1)
    fenshu = scores.masked_fill(padded[:, None, None, :], float('-inf'))
    w = torch.softmax(fenshu, dim=-1).nan_to_num(0.0)
    return w.masked_fill(padded[:, None, :, None], 0.0)
