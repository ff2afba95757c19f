# exercise: ex_fix_mask_heads
# mistake: Switching to torch.where as in SDPA-style code, the learner writes torch.where(pad[:, None, None, :], scores, -inf), which keeps the True (padded) entries and masks the real keys; it must be torch.where(pad[...], -inf, scores).
# mistake_zh: 学习者改用 SDPA 风格的 torch.where，写成 torch.where(pad[:, None, None, :], scores, -inf)，保留了为 True 的（填充）位置、掩掉了真实的键；应为 torch.where(pad[...], -inf, scores)。
# keywords: inverted, torch.where, padding, real keys
import torch


def ex_fix_mask_heads(scores, pad):
    mask = pad[:, None, None, :]
    scores = torch.where(mask, scores, torch.tensor(float('-inf'), device=scores.device))
    return torch.softmax(scores, dim=-1)
