# exercise: ex_fix_mask_heads
# mistake: The learner treated pad as a Hugging Face attention_mask (1 = keep) and masked 1 − pad, i.e. the real keys, instead of the padded ones; pad is True at padding, so mask pad[:, None, None, :] itself.
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = (1 - pad.long())[:, None, None, :]    # (b, 1, 1, n)
    return torch.softmax(scores.masked_fill(attention_mask.bool(), float('-inf')), dim=-1)
