# exercise: ex_padding_attention
# mistake: Indexed the query mask as pad[:, :, None] (b, n, 1), which broadcasts the batch onto the head axis; it must be pad[:, None, :, None]. [cond: b > 1]
import torch
import torch.nn.functional as F

def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    pad = torch.arange(n, device=scores.device)[None] >= lengths[:, None]
    att = F.softmax(scores.masked_fill(pad[:, None, None, :], float('-inf')), dim=-1).nan_to_num(0.0)
    att = att.masked_fill(pad[:, :, None], 0.0)   # padded queries -> 0
    return att
