# exercise: ex_fix_mask_heads
# mistake: Porting jnp.where(mask, scores, big_neg), where the mask is True for tokens to keep, the learner passed the padding mask as that condition, so the padded keys keep their scores and the real keys get -inf.
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg = torch.tensor(float('-inf'), dtype=scores.dtype, device=scores.device)
    return torch.softmax(torch.where(mask, scores, neg), dim=-1)
