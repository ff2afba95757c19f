# exercise: ex_fix_mask_heads
# mistake: torch.where(mask, scores, -inf) keeps the padded keys and masks the real ones (arguments swapped); it must be torch.where(mask, -inf, scores).
# mistake_zh: torch.where(mask, scores, -inf) 保留了填充键而屏蔽了真实键（参数写反）；应为 torch.where(mask, -inf, scores)。
# keywords: torch.where, padded keys, -inf, order
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    masked = torch.where(mask, scores, torch.full_like(scores, float('-inf')))
    return torch.softmax(masked, dim=-1)
