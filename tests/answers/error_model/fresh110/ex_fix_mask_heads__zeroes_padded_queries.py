# exercise: ex_fix_mask_heads
# mistake: Besides fixing the key mask, the learner also zeroed the rows of padded queries (as in the padding exercise), which this function must not do: it returns the softmax weights of every query, padded or not. [cond: some pad is True]
import torch


def ex_fix_mask_heads(scores, pad):
    key_mask = pad[:, None, None, :]
    w = torch.softmax(scores.masked_fill(key_mask, float('-inf')), dim=-1)
    # padded nodes have no out-edges
    return w.masked_fill(pad[:, None, :, None], 0.0)
