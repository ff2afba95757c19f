# exercise: ex_fix_mask_heads
# mistake: The learner collapses the padding over the batch with pad.any(0) and applies one key mask to every sequence, so a key padded in any sequence is masked in all of them; each sequence needs its own mask pad[:, None, None, :]. [cond: only when b > 1 and the sequences' padding differs]
import torch


def ex_fix_mask_heads(scores, pad):
    keymask = pad.any(dim=0)[None, None, None, :]
    return torch.softmax(scores.masked_fill(keymask, float('-inf')), dim=-1)
