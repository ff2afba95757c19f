# exercise: ex_padding_attention
# mistake: To zero the padded queries the learner multiplies by a (b, n, 1) mask, which broadcasting aligns with (h, n, 1), putting the batch on the head axis; the query mask needs shape (b, 1, n, 1). [cond: wrong when b > 1 (crashes unless b equals h)]
import torch


def ex_padding_attention(scores, lengths):
    n = scores.shape[-1]
    valid = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]   # (b, n)
    w = torch.softmax(scores.masked_fill(~valid[:, None, None, :], float('-inf')), dim=-1)
    w = torch.nan_to_num(w)
    q_keep = valid[:, :, None].to(w.dtype)        # (b, n, 1): one flag per query row
    return w * q_keep
