# exercise: ex_fix_mask_heads
# mistake: The learner took pad as a keep-mask and masked ~pad, hiding the real keys and attending only to padding (rows without padding become NaN); pad is True at padding, so mask pad itself.
import torch


def ex_fix_mask_heads(scores, pad):
    attention_mask = ~pad  # 1 = token, 0 = padding
    mask = attention_mask[:, None, None, :]  # (b, 1, 1, n): same for every head and query
    return torch.softmax(scores.masked_fill(mask, float('-inf')), dim=-1)
