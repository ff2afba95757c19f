# exercise: ex_fix_mask_heads
# mistake: torch.where(cond, a, b) takes a where cond is True, so torch.where(mask, scores, -inf) keeps the padding and hides the real tokens: the mask is inverted. Swap the branches (torch.where(mask, -inf, scores)) or pass ~mask.
# mistake_zh: torch.where(cond, a, b) 在 cond 为 True 处取 a，所以 torch.where(mask, scores, -inf) 保留了填充而遮住了真实 token：掩码反了。应交换两个分支（torch.where(mask, -inf, scores)）或传入 ~mask。
# keywords: inverted, torch.where, padding, real tokens, swap
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    neg = torch.full_like(scores, float("-inf"))
    return torch.softmax(torch.where(mask, scores, neg), dim=-1)
