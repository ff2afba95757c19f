# exercise: ex_padding_attention
# mistake: After the softmax the learner multiplied by the keep mask indexed [:, None, None, :] (key columns, already 0) instead of [:, None, :, None] (query rows), so padded queries keep their weights; rows of padded queries must be all 0. [cond: some sequence shorter than n]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    attention_mask = torch.arange(n, device=scores.device)[None, :] < lengths[:, None]  # 1 = keep
    w = scores.masked_fill(~attention_mask[:, None, None, :], float("-inf"))
    w = torch.softmax(w, dim=-1)
    w = torch.nan_to_num(w, nan=0.0)
    w = w * attention_mask[:, None, None, :].to(w.dtype)
    return w
